import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { SubscriberFilter, SubscriberState } from "@studio/validators";
import { IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "../../../components/Pager";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage } from "../../../lib/trpc";
import { exportAddress, subscriberListQuery } from "./subscriber-queries";

const views: { value: SubscriberFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "pending", label: "Pending" },
  { value: "unsubscribed", label: "Unsubscribed" },
];

/** Each state's badge: only an active address is a subscriber (a pending one has not confirmed from the e-mail). */
const badges: Record<SubscriberState, { color: string; label: string }> = {
  active: { color: "#1e6b34", label: "Active" },
  pending: { color: "#8a5a00", label: "Awaiting confirmation" },
  unsubscribed: { color: "gray.7", label: "Unsubscribed" },
};

/**
 * Her newsletter's audience: who is subscribed, who signed up and has not confirmed yet, and who left, newest first,
 * and a CSV for her mailing tool.
 */
export function SubscriberList() {
  const [status, setStatus] = useState<SubscriberFilter>("all");
  const [search, setSearch] = useState("");
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useQuery({ ...subscriberListQuery(status, searched, page), placeholderData: keepPreviousData });
  const counts = list.data;

  return (
    <Stack gap="md">
      {counts && (
        <Text size="sm" aria-live="polite">
          <strong>{counts.active}</strong> active {counts.active === 1 ? "subscriber" : "subscribers"} ·{" "}
          <strong>{counts.pending}</strong> awaiting confirmation · <strong>{counts.unsubscribed}</strong> unsubscribed
        </Text>
      )}
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search by e-mail"
          placeholder="e.g. gmail.com"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: "1 1 220px", maxWidth: 360 }}
        />
        <SegmentedControl
          aria-label="Show subscribers"
          value={status}
          onChange={(value) => {
            setStatus(value as SubscriberFilter);
            setPage(1);
          }}
          data={views}
        />
        <Button
          component="a"
          href={exportAddress(status, searched)}
          download
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => toast("Export started", "Your browser is downloading the CSV file.", "success")}
        >
          Export CSV
        </Button>
      </Group>
      <QueryState
        query={list}
        label="Loading subscribers"
        error={(error) => <Text c="red.8">{errorMessage(error, "The subscribers could not be loaded.")}</Text>}
      >
        {({ subscribers, hasMore }) => (
          <Stack gap="xs" aria-busy={list.isPlaceholderData}>
            {subscribers.length ? (
              <Paper withBorder radius="md">
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Subscribers">
                  {subscribers.map((subscriber, index) => (
                    <Group
                      component="li"
                      key={subscriber.id}
                      justify="space-between"
                      gap="xs"
                      px="md"
                      py="sm"
                      wrap="nowrap"
                      style={index ? { borderTop: "1px solid var(--mantine-color-gray-2)" } : undefined}
                    >
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                          {subscriber.email}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {subscriber.status === "pending" ? "Signed up" : "Subscribed"}{" "}
                          {formatDate(subscriber.subscribedAt)}
                          {subscriber.status === "unsubscribed" && subscriber.unsubscribedAt
                            ? ` · left ${formatDate(subscriber.unsubscribedAt)}`
                            : ""}
                        </Text>
                      </Stack>
                      <Badge color={badges[subscriber.status].color} radius="sm" style={{ flexShrink: 0 }}>
                        {badges[subscriber.status].label}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              </Paper>
            ) : (
              <Text c="dimmed">
                {searched ? `No subscriber's e-mail holds “${searched}”.` : "No subscribers here yet."}
              </Text>
            )}
            <Pager
              page={page}
              hasMore={hasMore}
              onPage={setPage}
              label="Pages of subscribers"
              previous="← Newer"
              next="Older →"
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
