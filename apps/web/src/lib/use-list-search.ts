import { useMatch, useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import { compact } from "./list-search";

/** The admin pages whose list (or report) keeps its filters in the address. */
type ListRoute = "/admin/bookings" | "/admin/sessions" | "/admin/reports";

/**
 * Sets the filters: a whole new set, or a change to the filters as they are now. A change reads the address at the
 * moment it is made, not as the last render saw it, so a second filter picked before the list has redrawn for the
 * first keeps both.
 */
export type SetSearch<S> = (next: S | ((current: S) => S), options?: { replace?: boolean }) => void;

/**
 * A list's filters: in the address on the list's own page (so a reload, the back button or a shared link keeps
 * them), and in the screen's own state where it is shown inside another page (the Admin Panel's tabs). `read` takes
 * what the address holds leniently: a value the list does not know is left out, so it shows its default.
 */
export function useListSearch<S extends object>(
  route: ListRoute,
  read: (raw: Record<string, unknown>) => S,
): [S, SetSearch<S>] {
  const match = useMatch({ from: route, shouldThrow: false });
  const navigate = useNavigate();
  const [local, setLocal] = useState<S>({} as S);
  const onOwnPage = match !== undefined;
  const set = useCallback<SetSearch<S>>(
    (next, options) => {
      const made = (current: S) => compact(typeof next === "function" ? next(current) : next);
      if (!onOwnPage) return setLocal(made);
      // What `next` makes was made from what `read` gave, so it is what the route's address holds.
      void navigate({
        to: route,
        search: ((now: Record<string, unknown>) => made(read(now))) as never,
        replace: options?.replace ?? false,
      });
    },
    [navigate, onOwnPage, route, read],
  );
  // The router keeps the same search object while the address is unchanged, so this reads it once per change.
  const raw = match?.search as Record<string, unknown> | undefined;
  const fromAddress = useMemo(() => (raw ? read(raw) : undefined), [raw, read]);
  return [fromAddress ?? local, set];
}
