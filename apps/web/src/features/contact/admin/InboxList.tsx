import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { InboxFilter } from "@studio/validators";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Pager } from "../../../components/Pager";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import classes from "./Inbox.module.css";

const route = getRouteApi("/admin/inbox");

type ListAnswer = RouterOutputs["admin"]["inbox"]["list"];

const emptyTexts: Record<InboxFilter, string> = {
  unread: "Nothing unread. You are all caught up.",
  open: "No open messages: every message has been answered or archived.",
  handled: "No handled messages yet.",
  archived: "Nothing archived.",
};

/** One page of a view: who wrote, about what, the first words, and whether it is new. */
export function InboxList({
  answer,
  filter,
  page,
  openId,
}: {
  answer: ListAnswer;
  filter: InboxFilter;
  page: number;
  openId: number | undefined;
}) {
  const navigate = route.useNavigate();
  const view = { ...(filter === "open" ? {} : { filter }), ...(page > 1 ? { page } : {}) };
  const toPage = (next: number) =>
    void navigate({ search: { ...(filter === "open" ? {} : { filter }), ...(next > 1 ? { page: next } : {}) } });
  if (!answer.messages.length && page === 1) return <Text c="dimmed">{emptyTexts[filter]}</Text>;
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Messages, newest first">
        {answer.messages.map((message) => {
          const unread = message.readAt === null;
          return (
            <li key={message.id}>
              <Link
                to="/admin/inbox"
                search={{ ...view, id: message.id }}
                className={classes.row}
                data-unread={unread || undefined}
                aria-current={message.id === openId ? "true" : undefined}
              >
                <Paper radius="md" p="sm" withBorder className={classes.card}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={unread ? 700 : 500} truncate>
                      {unread && <span className={classes.dot} aria-hidden />}
                      {message.name}
                      {unread && <VisuallyHidden> (unread)</VisuallyHidden>}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatDate(message.createdAt)}
                    </Text>
                  </Group>
                  <Text size="sm" fw={unread ? 600 : 400} truncate>
                    {message.subject}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" c="dimmed" truncate style={{ flex: 1 }}>
                      {message.preview}
                    </Text>
                    {message.handledAt && (
                      <Badge size="xs" color="teal.9" radius="sm">
                        Handled
                      </Badge>
                    )}
                    {message.archivedAt && (
                      <Badge size="xs" color="gray.7" radius="sm">
                        Archived
                      </Badge>
                    )}
                  </Group>
                </Paper>
              </Link>
            </li>
          );
        })}
      </Stack>
      <Pager
        page={page}
        hasMore={answer.hasMore}
        onPage={toPage}
        label="Pages of messages"
        previous="← Newer"
        next="Older →"
      />
    </Stack>
  );
}
