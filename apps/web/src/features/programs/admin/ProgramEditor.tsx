import { Alert, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type ProgramOutput, programInput } from "@studio/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

const toInput = (packageId: number, values: Values) => ({
  packageId,
  title: values.title,
  weeks: values.weeks === "" ? Number.NaN : Number(values.weeks),
  body: values.body,
  translations: { es: values.es },
});
