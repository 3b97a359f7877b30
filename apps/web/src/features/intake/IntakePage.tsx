import { Container, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { trpc } from "../../lib/trpc";
import { ClientGate } from "../auth/ClientGate";
import { IntakeForm } from "./IntakeForm";
import { IntakeOnFile } from "./IntakeOnFile";

/** The health questionnaire and waiver: filled once behind her e-mail code, read back and updated when she likes. */
export function IntakePage() {
  const { t } = useT();
  return (
    <Container size="sm" className="section">
      <Text className="eyebrow">{t("intake.eyebrow")}</Text>
      <Title order={1} mb="sm">
        {t("intake.title")}
      </Title>
      <Text mb="lg">{t("intake.intro")}</Text>
      <ClientGate intro={t("intake.signInIntro")}>{() => <HerIntake />}</ClientGate>
    </Container>
  );
}

function HerIntake() {
  const intake = useQuery(trpc.portal.intake.queryOptions(undefined, { staleTime: 0 }));
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={intake}>
      {({ intake: onFile }) =>
        onFile && !editing ? (
          <IntakeOnFile intake={onFile} onEdit={() => setEditing(true)} />
        ) : (
          <IntakeForm onFile={onFile} onSaved={() => setEditing(false)} />
        )
      }
    </QueryState>
  );
}
