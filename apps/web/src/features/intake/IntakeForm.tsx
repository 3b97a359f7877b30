import { Button, Checkbox, Divider, Group, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { MessageId } from "@studio/i18n";
import type { IntakeInput } from "@studio/validators";
import { HEALTH_QUESTIONS, type HealthQuestion, LIFE_STAGES, type LifeStage } from "@studio/validators/kinds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { GrowingTextarea } from "../../components/GrowingTextarea";
import { useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useOneAttempt } from "../../lib/use-one-attempt";
import type { Intake } from "./IntakeOnFile";

/** The form's values: a question is unanswered (null) and no stage chosen ("") until she says. */
type IntakeValues = Omit<IntakeInput, HealthQuestion | "lifeStage" | "acceptWaiver"> &
  Record<HealthQuestion, boolean | null> & { lifeStage: LifeStage | ""; acceptWaiver: boolean };

function startingValues(onFile: Intake | null): IntakeValues {
  const unanswered = Object.fromEntries(HEALTH_QUESTIONS.map((question) => [question, null])) as Record<
    HealthQuestion,
    null
  >;
  if (!onFile) {
    return {
      ...unanswered,
      details: "",
      medications: "",
      surgeries: "",
      lifeStage: "",
      goals: "",
      emergencyName: "",
      emergencyPhone: "",
      acceptWaiver: false,
      signedName: "",
    };
  }
  // Her answers as she left them; updating signs the waiver again: she ticks it and types her name anew.
  const {
    signedName: _n,
    signedAt: _a,
    waiverVersion: _v,
    needsClearance: _c,
    language: _l,
    updatedAt: _u,
    ...answers
  } = onFile;
  return {
    ...answers,
    details: onFile.details ?? "",
    medications: onFile.medications ?? "",
    surgeries: onFile.surgeries ?? "",
    acceptWaiver: false,
    signedName: "",
  };
}

/** The fields in the order she meets them. */
const FIELDS_IN_ORDER = [
  ...HEALTH_QUESTIONS,
  "details",
  "medications",
  "surgeries",
  "lifeStage",
  "goals",
  "emergencyName",
  "emergencyPhone",
  "acceptWaiver",
  "signedName",
] as const;

/** Takes her to the first thing the form still lacks: on a phone it may be far above the button she pressed. */
function focusFirstError(errors: Record<string, unknown>) {
  const first = FIELDS_IN_ORDER.find((field) => errors[field]);
  if (!first) return;
  const field =
    document.querySelector<HTMLElement>(`input[name="${first}"]`) ??
    document.querySelector<HTMLElement>(`[data-path="${first}"]`);
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: "center" });
}

const questionLabel = (question: HealthQuestion) => `intake.question.${question}` as MessageId;
const stageLabel = (stage: LifeStage) => `intake.lifeStage.${stage}` as MessageId;

export function IntakeForm({ onFile, onSaved }: { onFile: Intake | null; onSaved: () => void }) {
  const { t, i18n } = useT();
  const queryClient = useQueryClient();
  const form = useForm<IntakeValues>({
    initialValues: startingValues(onFile),
    // Checked against the shared schema when sent; zod and the schema start loading when the form is first focused.
    validate: lazyResolver(i18n, (schemas) => schemas.intakeInput),
  });
  const save = useMutation(
    trpc.portal.saveIntake.mutationOptions({
      onSuccess: (intake) => {
        queryClient.setQueryData(trpc.portal.intake.queryKey(), { intake });
        toast(t("intake.saved.title"), t("intake.saved.body"), "success");
        onSaved();
      },
      onError: () => toast(t("intake.failed.title"), t("intake.failed.body"), "error"),
    }),
  );
  // The schema has accepted the values: every question answered, a stage chosen, the waiver ticked.
  const onSubmit = useOneAttempt(
    form,
    (values) =>
      save.mutateAsync(values as IntakeInput).then(
        () => true,
        () => false,
      ),
    focusFirstError,
  );
  const anyYes = HEALTH_QUESTIONS.some((question) => form.values[question] === true);

  return (
    <form onSubmit={onSubmit} onFocus={loadFormSchemas} noValidate aria-label={t("intake.title")}>
      <Stack gap="xl">
        <Paper radius="lg" p={{ base: "md", sm: "xl" }} withBorder>
          <Stack gap="lg">
            <div>
              <Title order={2} fz="xl">
                {t("intake.questions.title")}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {t("intake.questions.hint")}
              </Text>
            </div>
            {HEALTH_QUESTIONS.map((question, index) => (
              <Stack key={question} gap="lg">
                {index > 0 && <Divider />}
                <Radio.Group
                  name={question}
                  label={t(questionLabel(question))}
                  value={form.values[question] === null ? "" : form.values[question] ? "yes" : "no"}
                  onChange={(answer) => form.setFieldValue(question, answer === "yes")}
                  error={form.errors[question]}
                  withAsterisk
                >
                  <Group gap="xl" mt="xs">
                    <Radio value="yes" label={t("intake.answer.yes")} />
                    <Radio value="no" label={t("intake.answer.no")} />
                  </Group>
                </Radio.Group>
              </Stack>
            ))}
            {anyYes && (
              <GrowingTextarea
                label={t("intake.details.label")}
                description={t("intake.details.description")}
                withAsterisk
                minRows={3}
                {...form.getInputProps("details")}
              />
            )}
            <GrowingTextarea label={t("intake.medications.label")} minRows={2} {...form.getInputProps("medications")} />
            <GrowingTextarea label={t("intake.surgeries.label")} minRows={2} {...form.getInputProps("surgeries")} />
            <Radio.Group
              name="lifeStage"
              label={t("intake.lifeStage.label")}
              withAsterisk
              {...form.getInputProps("lifeStage")}
            >
              <Stack gap="sm" mt="xs">
                {LIFE_STAGES.map((stage) => (
                  <Radio key={stage} value={stage} label={t(stageLabel(stage))} />
                ))}
              </Stack>
            </Radio.Group>
            <GrowingTextarea
              label={t("intake.goals.label")}
              description={t("intake.goals.description")}
              withAsterisk
              minRows={2}
              {...form.getInputProps("goals")}
            />
          </Stack>
        </Paper>

        <Section title={t("intake.emergency.title")}>
          <TextInput
            label={t("intake.emergency.name")}
            autoComplete="off"
            withAsterisk
            {...form.getInputProps("emergencyName")}
          />
          <TextInput
            label={t("intake.emergency.phone")}
            type="tel"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps("emergencyPhone")}
          />
        </Section>

        <Section title={t("intake.waiver.title")}>
          <Text size="sm">{t("intake.waiver.body1")}</Text>
          <Text size="sm">{t("intake.waiver.body2")}</Text>
          <Checkbox label={t("intake.waiver.accept")} {...form.getInputProps("acceptWaiver", { type: "checkbox" })} />
          <TextInput
            label={t("intake.waiver.signature")}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps("signedName")}
          />
        </Section>

        <Button type="submit" size="md" loading={save.isPending} w={{ base: "100%", sm: "fit-content" }}>
          {t(onFile ? "intake.update" : "intake.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** One part of the form, framed and titled. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper radius="lg" p={{ base: "md", sm: "xl" }} withBorder>
      <Stack gap="md">
        <Title order={2} fz="xl">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
