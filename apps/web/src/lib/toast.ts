import { notifications } from "@mantine/notifications";

type Tone = "success" | "error" | "info";
const colors: Record<Tone, string> = { success: "green", error: "red", info: "plum" };

/** SPEC section 9: one toast at a time; a new one replaces the one showing instead of queueing behind it. */
export function toast(title: string, message: string, tone: Tone = "info") {
  notifications.clean();
  notifications.show({ title, message, color: colors[tone] });
}
