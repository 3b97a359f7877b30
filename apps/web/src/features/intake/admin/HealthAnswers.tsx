import { Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { HEALTH_QUESTIONS, type HealthQuestion, type LifeStage } from "@studio/validators/kinds";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import type { Intake } from "../IntakeOnFile";
import classes from "./HealthAnswers.module.css";

/** The questions as the trainer reads them at a glance (the client reads them whole, in her language). */
const QUESTION_WORDS: Record<HealthQuestion, string> = {
  heartCondition: "Heart condition or high blood pressure",
  chestPain: "Chest pain",
  dizziness: "Dizziness or fainting in the last 12 months",
  chronicCondition: "Another chronic condition",
  medication: "Prescribed medication for a chronic condition",
  boneOrJoint: "Bone, joint or muscle problem (or surgery)",
  supervisedOnly: "Doctor said: medically supervised activity only",
};

const STAGE_WORDS: Record<LifeStage, string | null> = {
  none: null,
  perimenopause: "Perimenopause",
  postmenopause: "Menopause or after",
  pregnant: "Pregnant",
  postpartum: "Had a baby in the last 12 months",
  private: "Prefers not to say",
};

/** The yes answers, in PAR-Q+'s order. */
const yesTo = (intake: Intake) => HEALTH_QUESTIONS.filter((question) => intake[question]);

export function ClearanceBadge() {
  return (
    <Badge color="red.8" variant="filled">
      Needs medical clearance
    </Badge>
  );
}

/** Her whole questionnaire: what she said yes to and wrote, her goals, whom to call, and the waiver she signed. */
export function HealthAnswers({ intake }: { intake: Intake }) {
  const yes = yesTo(intake);
  const stage = STAGE_WORDS[intake.lifeStage];
  return (
    <Stack gap={6}>
      {yes.length ? (
        <div>
          <Text size="sm" fw={600}>
            Yes to:
          </Text>
          <List size="sm" spacing={2}>
            {yes.map((question) => (
              <List.Item key={question}>{QUESTION_WORDS[question]}</List.Item>
            ))}
          </List>
        </div>
      ) : (
        <Text size="sm">No to all seven health questions.</Text>
      )}
      <Line label="Details:">{intake.details}</Line>
      <Line label="Medications:">{intake.medications}</Line>
      <Line label="Surgeries or injuries:">{intake.surgeries}</Line>
      <Line label="Life stage:">{stage}</Line>
      <Line label="Goals:">{intake.goals}</Line>
      <Line label="Emergency contact:">
        {intake.emergencyName} ·{" "}
        <a href={`tel:${intake.emergencyPhone.replace(/[^\d+]/g, "")}`}>{intake.emergencyPhone}</a>
      </Line>
      <Text size="xs" c="dimmed">
        Waiver v{intake.waiverVersion} signed by {intake.signedName} on {formatDate(intake.signedAt)}
        {intake.language === "es" ? " (answered in Spanish)" : ""}
      </Text>
    </Stack>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === "") return null;
  return (
    <Text size="sm" className={classes.line}>
      <Text span fw={600} size="sm">
        {label}
      </Text>{" "}
      {children}
    </Text>
  );
}

/** On a session card: one line saying whether there is anything to know, her answers one tap away. */
export function HealthOnCard({ health }: { health: Intake | null }) {
  if (!health) {
    return (
      <Text size="sm" c="orange.9">
        No health questionnaire yet
      </Text>
    );
  }
  const yes = yesTo(health).length;
  const summary = health.needsClearance
    ? "Health: needs medical clearance"
    : yes
      ? `Health: yes to ${yes} of 7`
      : "Health: no to all seven";
  return (
    <details className={classes.details}>
      <summary>
        <Text span size="sm" fw={600} c={health.needsClearance ? "red.8" : undefined}>
          {summary}
        </Text>
      </summary>
      <HealthAnswers intake={health} />
    </details>
  );
}

/** Her questionnaire on her client page. */
export function ClientHealth({ email }: { email: string }) {
  const intake = useQuery(trpc.admin.clients.intake.queryOptions({ email }));
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="lg">
            Health questionnaire
          </Title>
          {intake.data?.needsClearance && <ClearanceBadge />}
        </Group>
        <QueryState query={intake} label="Loading her questionnaire">
          {(answers) =>
            answers ? (
              <HealthAnswers intake={answers} />
            ) : (
              <Text size="sm" c="dimmed">
                She has not filled it in yet. She can at /health-questionnaire, signed in with her e-mail.
              </Text>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}
