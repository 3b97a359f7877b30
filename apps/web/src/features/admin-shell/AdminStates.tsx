import { Alert } from "@mantine/core";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { QueryState } from "../../components/QueryState";
import { errorMessage } from "../../lib/trpc";
import { AdminFrame } from "./AdminFrame";

/** While the server is asked who is signed in: the loader the admin area has always shown meanwhile. */
export function AdminPending() {
  return (
    <AdminFrame>
      <QueryState query={{ isPending: true }}>{null}</QueryState>
    </AdminFrame>
  );
}

/** The server could not say who is signed in (a refusal is not an error: that shows the sign-in). */
export function AdminUnreachable({ error }: ErrorComponentProps) {
  return (
    <AdminFrame>
      <Alert color="red">{errorMessage(error, "Could not reach the server. Please try again.")}</Alert>
    </AdminFrame>
  );
}
