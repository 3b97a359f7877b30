import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatStudioDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { type InboxMessage, inboxMessageQuery, messageChanged } from "./inbox-queries";
import type { InboxSearch } from "./inbox-search";
import { ReplyForm } from "./ReplyForm";

const route = getRouteApi("/admin/inbox");
const when = (instant: string) => formatStudioDateTime(new Date(instant));

/** One message in full: opening it marks it read; her replies, the reply form, and where it stands. */
export function InboxMessageView({ id, back }: { id: number; back: Omit<InboxSearch, "id"> }) {
  const message = useQuery(inboxMessageQuery(id));
  return (
    <Stack gap="sm">
      <Anchor
        renderRoot={(props) => <Link to="/admin/inbox" search={back} {...props} />}
        size="sm"
        w="fit-content"
        hiddenFrom="md"
      >
        ← Back to inbox
      </Anchor>
      <QueryState
        query={message}
        label="Loading the message"
        error={(error) => <Text c="red.8">{errorMessage(error, "The message could not be loaded.")}</Text>}
      >
        {(loaded) => <MessageBody message={loaded} back={back} />}
      </QueryState>
    </Stack>
  );
}

function MessageBody({ message, back }: { message: InboxMessage; back: Omit<InboxSearch, "id"> }) {
  const queryClient = useQueryClient();
  const navigate = route.useNavigate();
  const changed = (next: InboxMessage) => messageChanged(queryClient, next);
  const onError = (error: unknown) => toast("Error", errorMessage(error, "The message could not be changed."), "error");
  const read = useMutation(trpc.admin.inbox.setRead.mutationOptions({ onSuccess: changed, onError }));
  const handled = useMutation(
    trpc.admin.inbox.setHandled.mutationOptions({
      onSuccess: (next) => {
        changed(next);
        toast(next.handledAt ? "Marked handled" : "Reopened", `“${next.subject}”`, "success");
      },
      onError,
    }),
  );
  const archive = useMutation(
    trpc.admin.inbox.setArchived.mutationOptions({
      onSuccess: (next) => {
        changed(next);
        toast(next.archivedAt ? "Archived" : "Back in the inbox", `“${next.subject}”`, "success");
        if (next.archivedAt) void navigate({ search: back });
      },
      onError,
    }),
  );
  // Opening a message marks it read, once; the server keeps the first time however often it is told.
  const markedOpen = useRef<number | null>(null);
  const markRead = read.mutate;
  useEffect(() => {
    if (message.readAt === null && markedOpen.current !== message.id) {
      markedOpen.current = message.id;
      markRead({ id: message.id, read: true });
    }
  }, [message.id, message.readAt, markRead]);

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="article" aria-labelledby="inbox-subject">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap={6}>
            {message.handledAt && (
              <Badge color="teal.9" radius="sm">
                Handled
              </Badge>
            )}
            {message.archivedAt && (
              <Badge color="gray.7" radius="sm">
                Archived
              </Badge>
            )}
            {message.language === "es" && (
              <Badge color="plum.7" variant="light" radius="sm" title="Your reply's e-mail is framed in Spanish">
                Wrote in Spanish
              </Badge>
            )}
          </Group>
          <Title order={2} fz={{ base: 20, sm: 24 }} id="inbox-subject" style={{ overflowWrap: "anywhere" }}>
            {message.subject}
          </Title>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            From <strong>{message.name}</strong> · <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            Received {when(message.createdAt)}
          </Text>
        </Stack>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.message}</Text>
        {message.replies.length > 0 && (
          <Stack gap="xs" component="section" aria-label="Your replies">
            {message.replies.map((reply) => (
              <Paper key={reply.id} radius="md" p="sm" bg="plum.0">
                <Text size="xs" c="dimmed" mb={4}>
                  Reply by {reply.sentBy} · {when(reply.createdAt)}
                </Text>
                <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {reply.body}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        <ReplyForm message={message} onSent={changed} />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={handled.isPending}
            onClick={() => handled.mutate({ id: message.id, handled: !message.handledAt })}
          >
            {message.handledAt ? "Reopen" : "Mark handled"}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={archive.isPending}
            onClick={() => archive.mutate({ id: message.id, archived: !message.archivedAt })}
          >
            {message.archivedAt ? "Unarchive" : "Archive"}
          </Button>
          {message.readAt && (
            <Button
              size="xs"
              variant="subtle"
              loading={read.isPending}
              onClick={() => {
                markedOpen.current = message.id; // marked unread on purpose: not read again while it stays open
                read.mutate({ id: message.id, read: false });
              }}
            >
              Mark unread
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
