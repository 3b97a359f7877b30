import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageMeta } from "../../lib/page-meta";
import classes from "./AdminFrame.module.css";
import { useAdminTitle } from "./admin-title";

/** For an admin dialog: the admin area's colours, which a dialog drawn in a portal does not inherit. */
export const adminPalette = classes.palette;

/**
 * Every admin screen's page, the sign-in's too: its browser tab title, and the room it draws in: the site's own
 * content width (the header's and the footer's), not a wider one.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  usePageMeta(useAdminTitle().tabTitle, "Studio administration.");
  return (
    <Container className={classes.palette} py={{ base: 32, sm: 56 }} mih="60vh" data-admin-frame>
      {children}
    </Container>
  );
}
