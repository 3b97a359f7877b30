import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./Legal.module.css";

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Container size="sm" className="section">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="xs">
        Last updated {updated}
      </Text>
      <div className={classes.prose}>{children}</div>
    </Container>
  );
}
