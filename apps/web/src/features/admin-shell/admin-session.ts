// Who is signed in to the admin area: what the admin layout route's beforeLoad settles before any admin page loads.
import type { QueryClient } from "@tanstack/react-query";
import { isUnauthorized, type RouterOutputs, trpc } from "../../lib/trpc";

export type AdminSession = RouterOutputs["admin"]["me"];

/**
 * The signed-in trainer, or null when the server says no one is (the layout then shows the sign-in); any other
 * failure is the route's error. The server is asked each time the admin area is entered, as the sign-in screen
 * always has; while she stays in it, the cached answer stands (signing in and out set it themselves).
 */
export async function adminSession(
  queryClient: QueryClient,
  cause: "enter" | "stay" | "preload",
): Promise<AdminSession | null> {
  try {
    return await queryClient.query({ ...trpc.admin.me.queryOptions(), staleTime: cause === "stay" ? "static" : 0 });
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}
