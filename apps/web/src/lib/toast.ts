// Toasts load Mantine's notifications (and their transitions) on first use, so pages that never show one do not
// download them. A toast asked for before the toast area is on the page waits for it: shown earlier, Mantine
// could drop it while its list mounts.
import { useSyncExternalStore } from "react";

type Tone = "success" | "error" | "info";
const colors: Record<Tone, string> = { success: "green", error: "red", info: "plum" };

interface Toast {
  title: string;
  message: string;
  tone: Tone;
}

let requested = false;
let waiting: Toast | null = null;
let showNow: ((next: Toast) => void) | null = null;
const listeners = new Set<() => void>();

/** SPEC section 9: one toast at a time; a new one replaces the one showing instead of queueing behind it. */
export function toast(title: string, message: string, tone: Tone = "info") {
  const next = { title, message, tone };
  if (showNow) return showNow(next);
  waiting = next; // one at a time: a newer toast replaces one still waiting
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the toast area once it is mounted: shows what was waiting, and every toast from then on. */
export async function toastAreaReady() {
  const { notifications } = await import("@mantine/notifications");
  showNow = ({ title, message, tone }) => {
    notifications.clean();
    notifications.show({ title, message, color: colors[tone] });
  };
  if (waiting) showNow(waiting);
  waiting = null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast has been asked for yet: until then there is no toast area to draw. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
