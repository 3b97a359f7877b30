import "@mantine/core/styles/List.css";
import { Button, Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { QueryState } from "../../components/QueryState";
import { ProgramView } from "./ProgramView";
import type { ProgramAccess } from "./useProgramAccess";

interface Props {
  eyebrow: string;
  title: string;
  intro: string;
  access: ProgramAccess;
  /** The button beside Download and Print that starts over. */
  resetLabel: string;
  /** The e-mail and code steps, shown until the program opens. */
  children: ReactNode;
}

/** A page that opens a bought program with an e-mail code: the heading, then the steps or the program. */
export function ProgramAccessLayout({ eyebrow, title, intro, access, resetLabel, children }: Props) {
  return (
    <Container size="md" className="section">
      <Text className="eyebrow" data-print-hide>
        {eyebrow}
      </Text>
      <Title order={1} data-print-hide>
        {title}
      </Title>
      <Text c="dimmed" mt="sm" mb="xl" data-print-hide>
        {intro}
      </Text>
      <QueryState query={{ isPending: access.loading }}>
        {access.step === "program" && access.program ? (
          <ProgramView
            program={access.program}
            actions={
              <Button variant="subtle" onClick={access.reset}>
                {resetLabel}
              </Button>
            }
          />
        ) : (
          <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder maw={520}>
            {children}
          </Paper>
        )}
      </QueryState>
    </Container>
  );
}
