import { Button, Group, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type AgendaTimeInput, agendaTimeInput, type DaySettingsOutput } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { formatTime } from "../../../lib/format";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";

/**
 * When her day's agenda is e-mailed to her, Miami time, or not at all. Turned off, the time she had is kept in the
 * field, so turning it back on offers it again.
 */
export function AgendaTimeForm({ settings }: { settings: DaySettingsOutput }) {
  const queryClient = useQueryClient();
  const checkInput = useRules(agendaTimeInput);
  const form = useForm<AgendaTimeInput>({ initialValues: { agendaTime: settings.agendaTime }, validate: checkInput });
  const shownTime = useRef(settings.agendaTime ?? "06:00");
  const on = form.values.agendaTime !== null;
  const save = useMutation(
    trpc.admin.hours.saveAgendaTime.mutationOptions({
      onSuccess: (saved) => {
        toast(
          "Morning agenda saved",
          saved.agendaTime === null
            ? "Your day's agenda will not be e-mailed."
            : `Your day's agenda will be e-mailed at ${formatTime(saved.agendaTime)}, Miami time.`,
          "success",
        );
        form.resetDirty({ agendaTime: saved.agendaTime });
        queryClient.setQueryData(trpc.admin.hours.daySettings.queryKey(), saved);
      },
      onError: (error) => toast("Could not save the agenda time", errorMessage(error, "Please try again."), "error"),
    }),
  );
  const setTime = (time: string) => {
    shownTime.current = time;
    form.setFieldValue("agendaTime", time);
  };
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label="Morning agenda">
      <Stack gap="sm">
        <Switch
          label="E-mail me my day's agenda"
          checked={on}
          onChange={(event) => form.setFieldValue("agendaTime", event.currentTarget.checked ? shownTime.current : null)}
        />
        <Group align="flex-end" gap="sm">
          <TextInput
            type="time"
            label="Every day at"
            description="Miami time"
            inputWrapperOrder={["label", "input", "description", "error"]}
            disabled={!on}
            value={form.values.agendaTime ?? shownTime.current}
            onChange={(event) => setTime(event.currentTarget.value)}
            error={form.errors.agendaTime}
            w={160}
          />
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save agenda time
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
