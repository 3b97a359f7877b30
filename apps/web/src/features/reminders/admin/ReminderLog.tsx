import { Alert, Badge, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { REMINDER_OUTCOMES } from "@studio/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";

type Entry = RouterOutputs["admin"]["sessions"]["reminderLog"]["items"][number];
type Outcome = "all" | Entry["status"];
const outcomeColor: Record<Entry["status"], string> = {
  sent: "teal.9",
  sending: "blue.9",
  failed: "red.9",
  skipped: "gray.8",
};

/**
 * Every reminder attempt, newest first, a page at a time: did she get it, by which channel, and if not, why. The
 * server cuts the pages, so years of reminders cost what one page shows.
 */
export function ReminderLog() {
  const [status, setStatus] = useState<Outcome>("all");
  const [page, setPage] = useState(1);
  const log = useQuery(
    trpc.admin.sessions.reminderLog.queryOptions(
      { status: status === "all" ? undefined : status, page },
      { staleTime: 0, placeholderData: keepPreviousData },
    ),
  );
  return (
    <Stack gap="md">
      <NativeSelect
        label="Outcome"
        w={200}
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as Outcome);
          setPage(1);
        }}
        data={[{ value: "all", label: "All outcomes" }, ...REMINDER_OUTCOMES.map((value) => ({ value, label: value }))]}
      />
      <QueryState
        query={log}
        label="Loading the reminder log"
        error={(error) => (
          <Alert color="red">Error loading the reminder log: {errorMessage(error, "Unknown error")}</Alert>
        )}
      >
        {(entries) =>
          entries.total ? (
            <Stack gap="xs" aria-busy={log.isPlaceholderData}>
              <Entries entries={entries.items} />
              <ListPager noun="reminder attempts" {...entries} onPage={setPage} />
            </Stack>
          ) : (
            <Text c="dimmed">
              {status === "all"
                ? "No reminders yet. Each one appears here when it is sent, retried or skipped."
                : `No reminder attempts ${status}.`}
            </Text>
          )
        }
      </QueryState>
    </Stack>
  );
}

function Entries({ entries }: { entries: Entry[] }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Newest first, in Miami time. Failed sends are retried with back-off.
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" aria-label="Reminder log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Session</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>Outcome</Table.Th>
              <Table.Th>Detail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{entry.atLabel}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {entry.clientName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.clientEmail}
                  </Text>
                </Table.Td>
                <Table.Td>
                  #{entry.sessionNumber} · {entry.sessionWhen}
                </Table.Td>
                <Table.Td>{entry.channel === "sms" ? "SMS" : "E-mail"}</Table.Td>
                <Table.Td>
                  <Badge color={outcomeColor[entry.status]} radius="sm">
                    {entry.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{entry.detail}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
