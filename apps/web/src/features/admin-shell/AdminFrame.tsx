import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./AdminFrame.module.css";

/** For an admin dialog: the admin area's colours, which a dialog drawn in a portal does not inherit. */
export const adminPalette = classes.palette;

/** The admin's page before she is in (the sign-in, the wait while the server is asked): its tab title, centred. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <Container component="main" className={classes.palette} py={{ base: 32, sm: 56 }} mih="100svh" data-admin-frame>
      {children}
    </Container>
  );
}
