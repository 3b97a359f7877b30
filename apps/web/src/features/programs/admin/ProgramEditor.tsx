import { Alert, Anchor, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { type LinkedPlan, type ProgramOutput, programInput } from "@studio/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { QueryState } from "../../../components/QueryState";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { onTheirBoxes } from "../../admin-shell/on-their-boxes";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { ProgramView } from "../ProgramView";
import { EditWithPreview } from "./EditWithPreview";
import { planAsText, withPlanText } from "./plan-text";

/** An online program's text, with a preview exactly as her client opens it at /workout-access. */
export function ProgramEditor({ packageId, onDone }: { packageId: number; onDone: () => void }) {
  const program = useQuery(trpc.admin.programs.program.queryOptions({ packageId }, { staleTime: 0 }));
  return (
    <QueryState
      query={program}
      label="Loading the program"
      error={<Alert color="red">Could not load the program.</Alert>}
    >
      {(loaded) => <ProgramForm program={loaded} onDone={onDone} />}
    </QueryState>
  );
}

interface Values {
  title: string;
  weeks: number | string;
  body: string;
  /** Her Spanish version: the Spanish site shows the English where a field is empty. */
  es: { title: string; body: string };
}

function ProgramForm({ program, onDone }: { program: ProgramOutput; onDone: () => void }) {
  const queryClient = useQueryClient();
  const checkInput = useRules(programInput);
  const form = useForm<Values>({
    initialValues: {
      title: program.title,
      weeks: program.weeks,
      body: program.body,
      es: { title: program.translations.es?.title ?? "", body: program.translations.es?.body ?? "" },
    },
    validate: (values) => onTheirBoxes(checkInput(toInput(program.packageId, values))),
  });
  const save = useMutation(
    trpc.admin.programs.saveProgram.mutationOptions({
      onSuccess: (saved) => {
        toast("Program saved", `Clients of ${saved.packageName} now open this version.`, "success");
        queryClient.setQueryData(trpc.admin.programs.program.queryKey({ packageId: saved.packageId }), saved);
        onDone();
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not save the program"), "error"),
    }),
  );
  const submit = useOneAttempt(form, async (values) => {
    try {
      await save.mutateAsync(toInput(program.packageId, values));
      return true;
    } catch {
      return false;
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <EditWithPreview
        edit={
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput label="Title" withAsterisk {...form.getInputProps("title")} />
              <NumberInput
                label="Weeks"
                withAsterisk
                min={1}
                max={52}
                allowDecimal={false}
                {...form.getInputProps("weeks")}
              />
            </Group>
            {program.plan ? <LinkedPlanBox plan={program.plan} form={form} /> : <NoPlanHint />}
            <GrowingTextarea
              label="Program"
              description="Plain text, as she reads, downloads and prints it. A blank line starts a new paragraph."
              withAsterisk
              minRows={12}
              maxRows={28}
              styles={{ input: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 14 } }}
              {...form.getInputProps("body")}
            />
            <SpanishVersion version={form.values.es}>
              <TextInput label="Título" {...form.getInputProps("es.title")} />
              <GrowingTextarea
                label="Programa"
                minRows={8}
                maxRows={28}
                styles={{ input: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 14 } }}
                {...form.getInputProps("es.body")}
              />
            </SpanishVersion>
          </Stack>
        }
        preview={
          <ProgramView
            program={{
              type: "program",
              packageName: program.packageName,
              packageDescription: program.packageDescription,
              workoutProgram: form.values.body,
              workoutContent: null,
            }}
          />
        }
        submitLabel={"Save Program"}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** The plan template its buyers also get, and a button that writes it into the text, week by week. */
function LinkedPlanBox({ plan, form }: { plan: LinkedPlan; form: UseFormReturnType<Values> }) {
  const [written, setWritten] = useState<string | null>(null);
  const english = planAsText(plan, "en");
  const spanish = planAsText(plan, "es");
  const weeks = plan.workouts.length ? Math.floor(Math.max(...plan.workouts.map((w) => w.day)) / 7) + 1 : 0;
  const inEnglish = english !== "" && form.values.body.includes(english);
  // Into her Spanish text too when she writes one; an empty one keeps showing the English.
  const wantsSpanish = form.values.es.body.trim() !== "";
  const inSpanish = !wantsSpanish || form.values.es.body.includes(spanish);
  const write = () => {
    if (!inEnglish) form.setFieldValue("body", withPlanText(form.values.body, english));
    if (!inSpanish) form.setFieldValue("es.body", withPlanText(form.values.es.body, spanish));
    const into = [!inEnglish && "in English", !inSpanish && "in Spanish"].filter(Boolean).join(" and ");
    setWritten(`Written at the end of the text, ${into}.`);
  };
  return (
    <Paper withBorder radius="md" p="sm" bg="plum.0">
      <Stack gap={6}>
        <Text size="sm">
          Buyers also get the plan{" "}
          <Anchor
            fw={600}
            renderRoot={(props) => (
              <Link
                to="/admin/training/templates/$templateId"
                params={{ templateId: String(plan.id) }}
                target="_blank"
                {...props}
              />
            )}
          >
            {plan.title}
          </Anchor>{" "}
          in their training.
        </Text>
        <Text size="xs" c="dimmed">
          {plan.workouts.length
            ? `${plan.workouts.length} ${plan.workouts.length === 1 ? "workout" : "workouts"} over ${weeks} ${weeks === 1 ? "week" : "weeks"}. The text is written from the plan as it is now; a later change to the plan is not.`
            : "The plan has no workouts yet."}
        </Text>
        <Group gap="sm">
          <Button size="xs" variant="light" onClick={write} disabled={!english || (inEnglish && inSpanish)}>
            Write the plan into the text
          </Button>
          <Text size="xs" c="dimmed" aria-live="polite">
            {written ?? (inEnglish ? "The plan is in the text." : "")}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** No plan comes with it: where one is linked. */
function NoPlanHint() {
  return (
    <Text size="xs" c="dimmed">
      No training plan comes with this program.{" "}
      <Anchor size="xs" renderRoot={(props) => <Link to="/admin/training" target="_blank" {...props} />}>
        Link a plan template in Training
      </Anchor>{" "}
      to give its buyers one.
    </Text>
  );
}

const toInput = (packageId: number, values: Values) => ({
  packageId,
  title: values.title,
  weeks: values.weeks === "" ? Number.NaN : Number(values.weeks),
  body: values.body,
  translations: { es: values.es },
});
