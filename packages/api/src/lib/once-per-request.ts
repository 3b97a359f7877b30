/**
 * One effect per attempt of a form (its request key, see validators' requestKey): the first send acts, and any
 * other send of the same attempt (a double tap, a retry after a lost answer) gets what the first made.
 *
 * `act` writes with ON CONFLICT DO NOTHING on the key. When a twin sent at the same moment got there first, its
 * write is skipped (PostgreSQL makes the second insert wait for the first to commit) and `act` returns null, or
 * it fails on what the twin took (a discount code's last use): either way the twin's work is then there for
 * `earlier` to find, and is the answer. Without a key, `act` simply acts.
 */
export async function oncePerRequest<T>(
  key: string | undefined,
  earlier: (key: string) => Promise<T | null>,
  act: () => Promise<T | null>,
): Promise<T> {
  if (key) {
    const found = await earlier(key);
    if (found) return found;
  }
  let made: T | null;
  try {
    made = await act();
  } catch (error) {
    const twin = key ? await earlier(key) : null;
    if (twin) return twin;
    throw error;
  }
  if (made) return made;
  const twin = key ? await earlier(key) : null;
  if (!twin) throw new Error("A keyed write was skipped, yet nothing holds its key");
  return twin;
}
