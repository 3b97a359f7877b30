import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./Legal.module.css";

/** A legal page's frame; `updated` is the whole "Last updated …" line, in the page's language. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Container size="sm" className="section">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="xs">
        {updated}
      </Text>
      <div className={classes.prose}>{children}</div>
    </Container>
  );
}
