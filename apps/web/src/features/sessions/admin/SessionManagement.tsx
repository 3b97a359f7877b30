import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import {
  ADMIN_SESSION_STATUSES,
  SESSION_STATUS_FILTERS,
  type SessionStatus,
  type SessionStatusFilter,
  type SessionType,
} from "@studio/validators";
import { packageCategory } from "@studio/validators/kinds";
import { miamiInstant } from "@studio/validators/studio-time";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { formatDate, formatTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { type SetSearch, useListSearch } from "../../../lib/use-list-search";
import { useSearchBox } from "../../../lib/use-search-box";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { OpenTimeFields, useOpenTimes } from "../../hours/admin/OpenTimeFields";
import { adminSessionsQuery } from "./session-queries";
import { readSessionSearch, type SessionSearch, sessionListInput } from "./session-search";
import { TrainerNoteField } from "./TrainerNoteField";

type AdminSession = RouterOutputs["admin"]["sessions"]["list"]["items"][number];
const filterLabels: Record<SessionStatusFilter, string> = {
  all: "All Sessions",
  pending: "Pending",
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
  postponed: "Postponed",
  no_show: "No-show",
};

/** The statuses as SPEC's dropdown names them; a missed session reads "no-show". */
const statusLabels: Record<SessionStatus, string> = {
  pending: "pending",
  scheduled: "scheduled",
  completed: "completed",
  cancelled: "cancelled",
  postponed: "postponed",
  no_show: "no-show",
};

/**
 * SPEC's session list (today or later, then undated), a page at a time: the server filters, orders and counts, so
 * the screen holds one page however many sessions the years have added. The filters live in the address.
 */
export function SessionManagement() {
  const [search, setSearch] = useListSearch("/admin/sessions", readSessionSearch);
  const sessions = useQuery(adminSessionsQuery(sessionListInput(search)));
  const top = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="md" ref={top}>
      <SessionFilters search={search} onSearch={setSearch} />
      <QueryState
        query={sessions}
        label="Loading sessions"
        error={(error) => <Alert color="red">Error loading sessions: {errorMessage(error, "Unknown error")}</Alert>}
      >
        {(page) => (
          <Stack gap="md" aria-busy={sessions.isPlaceholderData}>
            {page.items.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {page.items.map((session) => (
                  <SessionCard key={session.id} session={session} />
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed">No sessions found matching your filters.</Text>
            )}
            <ListPager
              noun="sessions"
              {...page}
              onPage={(at) => {
                setSearch((current) => ({ ...current, page: at > 1 ? at : undefined }));
                top.current?.scrollIntoView({ block: "start" });
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** Where a session takes place, by its package's kind: her words, not the stored codes ("monthly"). */
const placeLabel: Record<ReturnType<typeof packageCategory>, string> = {
  gym: "Gym",
  home: "In-home",
  online: "Online",
  workout_of_day: "Workout of the Day",
};

/** The status filter (SPEC's labels) and a search by client; either goes back to the first page. */
function SessionFilters({ search, onSearch }: { search: SessionSearch; onSearch: SetSearch<SessionSearch> }) {
  const box = useSearchBox(search.search, (text) =>
    onSearch((current) => ({ ...current, search: text, page: undefined }), { replace: true }),
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Status"
        w={200}
        value={search.status ?? "all"}
        onChange={(event) => {
          const status = event.currentTarget.value as SessionStatusFilter;
          onSearch((current) => ({ ...current, status: status === "all" ? undefined : status, page: undefined }));
        }}
        data={SESSION_STATUS_FILTERS.map((value) => ({ value, label: filterLabels[value] }))}
      />
      <TextInput
        label="Search"
        placeholder="Client name or e-mail"
        type="search"
        {...box}
        style={{ flex: "1 1 220px", maxWidth: 420 }}
      />
    </Group>
  );
}

function SessionCard({ session }: { session: AdminSession }) {
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.admin.sessions.setStatus.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.sessions.list.queryKey() }),
      onError: (error) => toast("Error", errorMessage(error, "Failed to update session status"), "error"),
    }),
  );
  const others = ADMIN_SESSION_STATUSES.filter((status) => status !== session.status);
  // Whether she came is known once the session has started (the server refuses it before).
  const started = !!session.date && !!session.time && miamiInstant(session.date, session.time).getTime() <= Date.now();
  const options = others.map((value) => {
    const afterStart = value === "completed" || value === "no_show";
    const label = statusLabels[value];
    return afterStart && !started
      ? { value, label: `${label} (once it has started)`, disabled: true }
      : { value, label };
  });
  const place = placeLabel[packageCategory(session.package.type)];
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
          {statusLabels[session.status]}
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
        {place} · {session.package.name} · {place} Training · {formatMoney(session.package.price)}
      </Text>
      {(session.status === "pending" || session.status === "scheduled") && (
        <ScheduleForClient
          sessionId={session.id}
          sessionType={packageCategory(session.package.type) === "home" ? "home" : "gym"}
          scheduled={session.status === "scheduled"}
          clientName={session.booking.clientName}
        />
      )}
      {session.status === "cancelled" && (
        <GiveBack sessionId={session.id} sessionNumber={session.sessionNumber} client={session.booking.clientName} />
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
        data={[{ value: "", label: "Choose a new status" }, ...options]}
      />
    </Card>
  );
}

/** A forfeited or cancelled session back into her pack, after asking. */
function GiveBack({ sessionId, sessionNumber, client }: { sessionId: number; sessionNumber: number; client: string }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const restore = useMutation(
    trpc.admin.sessions.restore.mutationOptions({
      onSuccess: () => {
        toast("Session given back", `Session ${sessionNumber} is back in ${client}'s pack to book again.`, "success");
        setAsking(false);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.sessions.list.queryKey() });
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not give the session back."), "error"),
    }),
  );
  return (
    <>
      <Button mt="sm" size="xs" variant="light" onClick={() => setAsking(true)}>
        Give back to her pack
      </Button>
      <ConfirmDialog
        title={`Give session ${sessionNumber} back?`}
        opened={asking}
        confirmLabel="Give it back"
        busy={restore.isPending}
        onConfirm={() => !restore.isPending && restore.mutate({ id: sessionId })}
        onClose={() => setAsking(false)}
      >
        Session {sessionNumber} of {client} goes back into her package, to book again. Her balance grows by one.
      </ConfirmDialog>
    </>
  );
}

/** Book or move a session for the client (a phone call, say); within 24 hours only with the recorded override. */
function ScheduleForClient({
  sessionId,
  sessionType,
  scheduled,
  clientName,
}: {
  sessionId: number;
  sessionType: SessionType;
  scheduled: boolean;
  clientName: string;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  // The times the chosen day offers by the server's rule: her template and her days off.
  const { times } = useOpenTimes(date, sessionType);
  const [override, setOverride] = useState(false);
  const [note, setNote] = useState("");
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
      <TrainerNoteField clientName={clientName} value={note} onChange={setNote} size="xs" />
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
          onClick={() => schedule.mutate({ id: sessionId, date, time, override, note })}
        >
          Save time
        </Button>
        {scheduled && (
          <Button
            size="xs"
            variant="outline"
            color="red.8"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: sessionId, override, note })}
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
