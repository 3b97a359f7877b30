import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Image.css";
import { Alert, Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "../../components/QueryState";
import { usePageMeta } from "../../lib/page-meta";
import { errorMessage, isUnauthorized, trpc } from "../../lib/trpc";
import { AdminLogin } from "./AdminLogin";

/** The server decides who is admin: the screen only asks it, and shows the login when it says no. */
export function AdminGate({ title, children }: { title: string; children: (username: string) => ReactNode }) {
  usePageMeta(title, "Studio administration.");
  const me = useQuery(trpc.admin.me.queryOptions(undefined, { staleTime: 0 }));
  return (
    <Container size="xl" py={{ base: 32, sm: 56 }} mih="60vh">
      <QueryState
        query={me}
        error={(error) =>
          isUnauthorized(error) ? (
            <AdminLogin />
          ) : (
            <Alert color="red">{errorMessage(error, "Could not reach the server. Please try again.")}</Alert>
          )
        }
      >
        {(admin) => children(admin.username)}
      </QueryState>
    </Container>
  );
}
