import { Button, Group, NumberInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type DaySettingsInput,
  type DaySettingsOutput,
  daySettingsInput,
  TRAVEL_MINUTES_MAX,
} from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useT } from "../../../i18n/use-t";
import { formatDuration } from "../../../lib/format";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";

/**
 * The time she needs between two places (the gym, a client's home, another home). Clients' pickers leave it free
 * around every session; sessions a longer time now breaks are listed at the top for her to move.
 */
export function TravelTimeForm({ settings }: { settings: DaySettingsOutput }) {
  const queryClient = useQueryClient();
  const { i18n } = useT();
  const travelText = (minutes: number) => (minutes === 0 ? "no travel time" : formatDuration(i18n, minutes));
  const checkInput = useRules(daySettingsInput);
  const form = useForm<DaySettingsInput>({
    initialValues: { travelMinutes: settings.travelMinutes },
    validate: checkInput,
  });
  const save = useMutation(
    trpc.admin.hours.saveDaySettings.mutationOptions({
      onSuccess: (saved) => {
        toast(
          "Travel time saved",
          `Clients can no longer book you with less than ${travelText(saved.travelMinutes)} between places.`,
          "success",
        );
        form.resetDirty({ travelMinutes: saved.travelMinutes });
        queryClient.setQueryData(trpc.admin.hours.daySettings.queryKey(), saved);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.hours.twoPlacesSessions.queryKey() });
      },
      onError: (error) => toast("Could not save the travel time", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label="Travel time">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Between two places"
          description="The gym, a client's home, another home"
          inputWrapperOrder={["label", "input", "description", "error"]}
          suffix=" min"
          min={0}
          max={TRAVEL_MINUTES_MAX}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          w={200}
          {...form.getInputProps("travelMinutes")}
        />
        <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
          Save travel time
        </Button>
      </Group>
    </form>
  );
}
