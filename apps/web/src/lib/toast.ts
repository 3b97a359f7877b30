// Toasts load Mantine's notifications (and their transitions) on first use, so pages that never show one do not
// download them.
import { useSyncExternalStore } from "react";

type Tone = "success" | "error" | "info";
const colors: Record<Tone, string> = { success: "green", error: "red", info: "plum" };

let requested = false;
const listeners = new Set<() => void>();

/** SPEC section 9: one toast at a time; a new one replaces the one showing instead of queueing behind it. */
export function toast(title: string, message: string, tone: Tone = "info") {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import("@mantine/notifications").then(({ notifications }) => {
    notifications.clean();
    notifications.show({ title, message, color: colors[tone] });
  });
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
