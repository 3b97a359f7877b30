import { Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import type { SessionType } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { formatTime } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";

const fullDate = /^\d{4}-\d{2}-\d{2}$/;

/** The times a day offers by the server's own rule (her template, her closures), for the trainer's pickers. */
export function useOpenTimes(date: string, sessionType: SessionType) {
  const day = useQuery(
    trpc.admin.hours.day.queryOptions({ date, sessionType }, { enabled: fullDate.test(date), staleTime: 0 }),
  );
  const shown = day.data?.date === date ? day.data : undefined;
  return {
    times: shown?.times ?? [],
    closed: shown?.closed ?? null,
    loading: fullDate.test(date) && day.isFetching,
  };
}

/** A date, then one of the times that day offers: "Closed: <reason>" or "No sessions that day" when none. */
export function OpenTimeFields({
  sessionType,
  date,
  time,
  onDate,
  onTime,
  size = "xs",
}: {
  sessionType: SessionType;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  size?: "xs" | "sm";
}) {
  const { times, closed, loading } = useOpenTimes(date, sessionType);
  const placeholder = !date
    ? "Choose a date first"
    : loading
      ? "Loading times…"
      : closed
        ? "Closed that day"
        : times.length
          ? "Choose a time"
          : "No sessions that day";
  return (
    <Stack gap={4}>
      <Group grow gap="xs" align="flex-start">
        <TextInput size={size} type="date" label="Date" value={date} onChange={(e) => onDate(e.currentTarget.value)} />
        <NativeSelect
          size={size}
          label="Time (Miami)"
          value={times.includes(time) ? time : ""}
          onChange={(e) => onTime(e.currentTarget.value)}
          disabled={!times.length}
          data={[{ value: "", label: placeholder }, ...times.map((value) => ({ value, label: formatTime(value) }))]}
        />
      </Group>
      {closed && (
        <Text size="xs" c="gold.9" fw={600} role="status">
          {closed.reason}
        </Text>
      )}
    </Stack>
  );
}
