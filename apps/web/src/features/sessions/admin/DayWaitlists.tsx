import { Card, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { formatStudioDateTime, formatTime } from "../../../lib/format";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

type Waiting = RouterOutputs["admin"]["sessions"]["waitlists"][number];

/** Who waits for a place in each hour of a day, in line order. Nothing is drawn when nobody waits. */
export function DayWaitlists({ date }: { date: string }) {
  const titleId = useId();
  const lines = useQuery(trpc.admin.sessions.waitlists.queryOptions({ from: date, to: date }, { staleTime: 0 }));
  if (!lines.data?.length) return null;
  const byHour = new Map<string, Waiting[]>();
  for (const entry of lines.data) byHour.set(entry.time, [...(byHour.get(entry.time) ?? []), entry]);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId} mb="xs">
        Waiting lists
      </Title>
      <Stack gap="sm">
        {[...byHour].map(([time, entries]) => (
          <div key={time}>
            <Text fw={600} size="sm">
              {formatTime(time)} · {entries.length} waiting
            </Text>
            <Stack gap={2} component="ol" className="plain-list" aria-label={`Waiting for ${formatTime(time)}`}>
              {entries.map((entry, index) => (
                <Stack key={entry.id} gap={0} component="li">
                  <Text size="sm" fw={600}>
                    {index + 1}. {entry.clientName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.packageName}, session {entry.sessionNumber}
                    {entry.status === "offered" && entry.offerExpiresAt
                      ? ` · offered until ${formatStudioDateTime(new Date(entry.offerExpiresAt))}`
                      : entry.autoBook
                        ? " · books automatically"
                        : ""}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
