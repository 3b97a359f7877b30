import { Alert, Button, Group, Stack, Tabs, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { SessionType, WeeklyHoursOutput } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { HourChips } from "./HourChips";
import { HourGrid } from "./HourGrid";
import classes from "./WeeklyHoursEditor.module.css";
import { sameWeek, toggled, type Week } from "./week-hours";

const kinds: { value: SessionType; label: string }[] = [
  { value: "gym", label: "Gym" },
  { value: "home", label: "In-Home" },
];

const weekOf = (template: WeeklyHoursOutput | undefined): Week =>
  Array.from({ length: 7 }, (_, weekday) => template?.days.find((day) => day.weekday === weekday)?.hours ?? []);

/** The hours clients can book each weekday, for each kind of session; each kind is saved as a whole week. */
export function WeeklyHoursEditor({ templates }: { templates: WeeklyHoursOutput[] }) {
  const saved = (kind: SessionType) => weekOf(templates.find((template) => template.sessionType === kind));
  const [kind, setKind] = useState<SessionType>("gym");
  // Changes not saved yet, per kind: switching tabs keeps them.
  const [drafts, setDrafts] = useState<Partial<Record<SessionType, Week>>>({});
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  return (
    <Tabs value={kind} onChange={(value) => value && setKind(value as SessionType)} keepMounted={false}>
      <Tabs.List>
        {kinds.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
            {drafts[value] && !sameWeek(drafts[value], saved(value)) && (
              <>
                <span aria-hidden="true"> •</span>
                <VisuallyHidden> (unsaved changes)</VisuallyHidden>
              </>
            )}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {kinds.map(({ value, label }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <KindWeek
            kind={value}
            label={label}
            saved={saved(value)}
            draft={drafts[value] ?? saved(value)}
            wide={wide}
            onChange={(week) => setDrafts((all) => ({ ...all, [value]: week }))}
            onSaved={() => setDrafts(({ [value]: _done, ...rest }) => rest)}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function KindWeek({
  kind,
  label,
  saved,
  draft,
  wide,
  onChange,
  onSaved,
}: {
  kind: SessionType;
  label: string;
  saved: Week;
  draft: Week;
  wide: boolean;
  onChange: (week: Week) => void;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.admin.hours.saveWeekly.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.hours.weekly.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.calendar.queryKey() });
        onSaved();
        toast("Hours saved", `Clients now book ${label.toLowerCase()} sessions at these hours.`, "success");
      },
      onError: (error) => toast("Could not save the hours", errorMessage(error, "Please try again."), "error"),
    }),
  );
  const changed = !sameWeek(draft, saved);
  const toggle = (weekday: number, hour: number) => onChange(toggled(draft, weekday, hour));
  const gridLabel = `${label} hours: the start times clients can book each weekday`;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Each open hour is a session clients can start then (Miami time). Sessions already booked stay as they are.
      </Text>
      {wide ? (
        <HourGrid week={draft} onToggle={toggle} label={gridLabel} />
      ) : (
        <HourChips week={draft} onToggle={toggle} />
      )}
      {save.isError && <Alert color="red">{errorMessage(save.error, "Could not save the hours.")}</Alert>}
      {/* While changes wait, the buttons stay in view at the bottom: on a phone the week is long. */}
      <Group gap="sm" className={changed ? classes.pending : undefined}>
        <Button
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            save.mutate({ sessionType: kind, days: draft.map((hours, weekday) => ({ weekday, hours: [...hours] })) })
          }
        >
          Save {label} hours
        </Button>
        <Button variant="default" disabled={!changed || save.isPending} onClick={() => onChange(saved)}>
          Undo changes
        </Button>
        {changed && (
          <Text size="sm" c="gold.9" fw={600} role="status">
            Unsaved changes
          </Text>
        )}
      </Group>
    </Stack>
  );
}
