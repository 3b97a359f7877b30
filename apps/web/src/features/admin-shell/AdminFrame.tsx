import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageMeta } from "../../lib/page-meta";
import { useAdminTitle } from "./admin-title";

/** Every admin screen's page, the sign-in's too: its browser tab title, and the room it draws in. */
export function AdminFrame({ children }: { children: ReactNode }) {
  usePageMeta(useAdminTitle().tabTitle, "Studio administration.");
  return (
    <Container size="xl" py={{ base: 32, sm: 56 }} mih="60vh">
      {children}
    </Container>
  );
}
