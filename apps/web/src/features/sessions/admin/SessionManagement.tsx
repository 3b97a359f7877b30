import "@mantine/core/styles/Checkbox.css";
import { Alert, Badge, Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { ADMIN_SESSION_STATUSES, SESSION_STATUSES, type SessionStatus, type SessionType } from "@studio/validators";
import { packageCategory } from "@studio/validators/package-kinds";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatDate, formatMoney, formatTime } from "../../../lib/format";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { OpenTimeFields, useOpenTimes } from "../../hours/admin/OpenTimeFields";

type AdminSession = RouterOutputs["admin"]["sessions"]["list"][number];
const filters = ["all", ...SESSION_STATUSES] as const;
const filterLabels: Record<"all" | SessionStatus, string> = {
  all: "All Sessions",
  pending: "Pending",
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
  postponed: "Postponed",
};

export function SessionManagement() {
  const [filter, setFilter] = useState<Filter>("all");
  const sessions = useQuery(trpc.admin.sessions.list.queryOptions(undefined, { staleTime: FRESH_FROM_LOADER_MS }));
  return (
    <QueryState
      query={sessions}
      label="Loading sessions"
      error={(error) => <Alert color="red">Error loading sessions: {errorMessage(error, "Unknown error")}</Alert>}
    >
      {(list) => <Sessions sessions={list} filter={filter} onFilter={setFilter} />}
    </QueryState>
  );
}

type Filter = (typeof filters)[number];

function Sessions({
  sessions,
  filter,
  onFilter,
}: {
  sessions: AdminSession[];
  filter: Filter;
  onFilter: (filter: Filter) => void;
}) {
  const shown = sessions.filter((session) => filter === "all" || session.status === filter);
  return (
    <Stack gap="md">
      <NativeSelect
        label="Status"
        maw={240}
        value={filter}
        onChange={(event) => onFilter(event.currentTarget.value as Filter)}
        data={filters.map((value) => ({ value, label: filterLabels[value] }))}
      />
      {shown.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">No sessions found matching your filters.</Text>
      )}
    </Stack>
  );
}

function SessionCard({ session }: { session: AdminSession }) {
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.admin.sessions.setStatus.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.sessions.list.queryKey() }),
      onError: () => toast("Error", "Failed to update session status", "error"),
    }),
  );
  const others = ADMIN_SESSION_STATUSES.filter((status) => status !== session.status);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Session ${session.sessionNumber} of ${session.booking.clientName}`}
    >
      <Group justify="space-between" mb={6}>
        <Text fw={700}>Session {session.sessionNumber}</Text>
        <Badge variant="light" color="plum">
          {session.status}
        </Badge>
      </Group>
      <Text size="sm">
        {session.date ? formatDate(`${session.date}T12:00:00`) : "Not scheduled"}
        {session.time ? ` · ${formatTime(session.time)}` : ""}
      </Text>
      <Text size="sm" fw={600} mt={6}>
        {session.booking.clientName || "Unknown Client"}
      </Text>
      <Text size="sm" c="dimmed">
        {session.booking.clientEmail}
      </Text>
      <Text size="sm" c="dimmed">
        {session.booking.location} · {session.package.name} · {session.package.type} Training ·{" "}
        {formatMoney(session.package.price)}
      </Text>
      {(session.status === "pending" || session.status === "scheduled") && (
        <ScheduleForClient
          sessionId={session.id}
          sessionType={packageCategory(session.package.type) === "home" ? "home" : "gym"}
          scheduled={session.status === "scheduled"}
        />
      )}
      <NativeSelect
        mt="sm"
        size="xs"
        label="Update status"
        value=""
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.currentTarget.value as (typeof ADMIN_SESSION_STATUSES)[number];
          if (status) update.mutate({ id: session.id, status });
        }}
        data={[{ value: "", label: "Choose a new status" }, ...others.map((value) => ({ value, label: value }))]}
      />
    </Card>
  );
}

/** Book or move a session for the client (a phone call, say); within 24 hours only with the recorded override. */
function ScheduleForClient({
  sessionId,
  sessionType,
  scheduled,
}: {
  sessionId: number;
  sessionType: SessionType;
  scheduled: boolean;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  // The times the chosen day offers by the server's rule: her template and her days off.
  const { times } = useOpenTimes(date, sessionType);
  const [override, setOverride] = useState(false);
  const done = (message: string) => {
    toast("Session updated", message, "success");
    setOpen(false);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.sessions.list.queryKey() });
  };
  const onError = (error: unknown) => toast("Error", errorMessage(error, "Failed to update session status"), "error");
  const schedule = useMutation(
    trpc.admin.sessions.schedule.mutationOptions({ onSuccess: (r) => done(r.when), onError }),
  );
  const cancel = useMutation(
    trpc.admin.sessions.cancel.mutationOptions({ onSuccess: (r) => done(r.message), onError }),
  );
  if (!open) {
    return (
      <Button size="xs" variant="light" mt="sm" onClick={() => setOpen(true)}>
        {scheduled ? "Move or cancel for client" : "Schedule for client"}
      </Button>
    );
  }
  return (
    <Stack gap={6} mt="sm">
      <OpenTimeFields
        sessionType={sessionType}
        date={date}
        time={time}
        onDate={(value) => {
          setDate(value);
          setTime("");
        }}
        onTime={setTime}
      />
      <Checkbox
        size="xs"
        label="Override the 24-hour rule (recorded)"
        checked={override}
        onChange={(e) => setOverride(e.currentTarget.checked)}
      />
      <Group gap="xs">
        <Button
          size="xs"
          disabled={!times.includes(time)}
          loading={schedule.isPending}
          onClick={() => schedule.mutate({ id: sessionId, date, time, override })}
        >
          Save time
        </Button>
        {scheduled && (
          <Button
            size="xs"
            variant="outline"
            color="red.8"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: sessionId, override })}
          >
            Cancel session
          </Button>
        )}
        <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
