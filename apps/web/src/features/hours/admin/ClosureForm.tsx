import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CLOSURE_REASON_MAX, closureInput } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { onTheirBoxes } from "../../admin-shell/on-their-boxes";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { closureDates } from "./closure-dates";

interface Values {
  startsOn: string;
  endsOn: string;
  reason: string;
  /** Her Spanish reason, optional: Spanish clients see the English one where she leaves it empty. */
  es: { reason: string };
}

// A single day leaves the last day empty: it is the first day.
const toInput = ({ es, ...values }: Values) => ({
  ...values,
  endsOn: values.endsOn || values.startsOn,
  translations: { es },
});

/** Closes a day or a range of days; bookings already on them are listed for her, never changed by this. */
export function ClosureForm() {
  const queryClient = useQueryClient();
  const checkInput = useRules(closureInput);
  const form = useForm<Values>({
    initialValues: { startsOn: "", endsOn: "", reason: "", es: { reason: "" } },
    validate: (values) => onTheirBoxes(checkInput(toInput(values))),
  });
  const add = useMutation(
    trpc.admin.hours.addClosure.mutationOptions({
      onSuccess: ({ closure, sessions }) => {
        const booked = sessions.length
          ? ` ${sessions.length} booked ${sessions.length === 1 ? "session needs" : "sessions need"} moving or cancelling: see the list at the top.`
          : " No sessions were booked on those days.";
        toast("Closure added", `${closureDates(closure)}: ${closure.reason}.${booked}`, "success");
        form.reset();
        void queryClient.invalidateQueries({ queryKey: trpc.admin.hours.closures.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.hours.closedDaySessions.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.calendar.queryKey() });
      },
      onError: (error) => toast("Could not add the closure", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <form onSubmit={form.onSubmit((values) => add.mutate(toInput(values)))} noValidate aria-label="Add a closure">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="First day closed" type="date" withAsterisk {...form.getInputProps("startsOn")} />
          <TextInput
            label="Last day closed"
            description="Empty for one day"
            inputWrapperOrder={["label", "input", "description", "error"]}
            type="date"
            {...form.getInputProps("endsOn")}
          />
        </SimpleGrid>
        <TextInput
          label="Reason clients will see"
          placeholder="Closed for Thanksgiving"
          withAsterisk
          maxLength={CLOSURE_REASON_MAX}
          description={`${form.values.reason.length}/${CLOSURE_REASON_MAX} characters`}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...form.getInputProps("reason")}
        />
        <SpanishVersion version={form.values.es}>
          <TextInput
            label="Motivo"
            placeholder="Cerrado por Acción de Gracias"
            maxLength={CLOSURE_REASON_MAX}
            {...form.getInputProps("es.reason")}
          />
        </SpanishVersion>
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add closure
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
