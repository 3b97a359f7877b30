import { Badge, Button, Group, Modal, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CLIENT_MESSAGE_LIMITS, clientMessageInput } from "@studio/validators";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatStudioDateTime } from "../../../lib/format";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { MessageFields } from "./MessageFields";

type Shown = RouterOutputs["admin"]["clients"]["timeline"]["entries"][number];

/** What she and the trainer wrote to each other, newest first, and "Write to her". */
export function ClientMessages({ email, name }: { email: string; name: string }) {
  const [writing, setWriting] = useState(false);
  const timeline = useInfiniteQuery(
    trpc.admin.clients.timeline.infiniteQueryOptions(
      { email },
      {
        getNextPageParam: (last) => (last.hasMore ? String(last.entries.at(-1)?.createdAt ?? "") || null : null),
        staleTime: 0,
      },
    ),
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="client-messages">
      <Group justify="space-between" gap="xs">
        <Title order={3} id="client-messages" fz="lg">
          Messages
        </Title>
        <Button variant="light" size="sm" onClick={() => setWriting(true)}>
          Write to her
        </Button>
      </Group>
      <Modal opened={writing} onClose={() => setWriting(false)} title={`Write to ${name}`} size="lg">
        {writing && <WriteForm email={email} onDone={() => setWriting(false)} />}
      </Modal>
      <QueryState
        query={timeline}
        label="Loading messages"
        error={(error) => <Text c="red.8">{errorMessage(error, "The messages could not be loaded.")}</Text>}
      >
        {({ pages }) => {
          const all = pages.flatMap((page) => page.entries);
          if (!all.length)
            return (
              <Text c="dimmed" size="sm">
                No messages yet. What you write here reaches her by e-mail, and her answers come to the studio's
                address.
              </Text>
            );
          return (
            <Stack
              gap="xs"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
              aria-label="Messages, newest first"
            >
              {all.map((entry) => (
                <Entry key={`${entry.kind}-${entry.id}`} entry={entry} />
              ))}
              {timeline.hasNextPage && (
                <Button
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  loading={timeline.isFetchingNextPage}
                  onClick={() => void timeline.fetchNextPage()}
                >
                  Show older messages
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function Entry({ entry }: { entry: Shown }) {
  const sent = entry.kind === "sent";
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={sent ? "plum.0" : undefined}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
          {entry.subject}
        </Text>
        <Badge variant="light" color={sent ? "plum" : "gold.8"} radius="sm" style={{ flexShrink: 0 }}>
          {sent ? "You wrote" : "She wrote"}
        </Badge>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {entry.body}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {entry.kind === "sent" ? `${entry.sentBy} · ` : "Contact form · "}
        {formatStudioDateTime(new Date(entry.createdAt))}
        {entry.kind === "sent" && entry.language === "es" ? " · e-mailed in Spanish" : ""}
      </Text>
      {entry.kind === "received" &&
        entry.replies.map((reply) => (
          <Paper key={reply.id} radius="sm" p="xs" mt="xs" ml="md" bg="plum.0">
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {reply.body}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              Your reply · {reply.sentBy} · {formatStudioDateTime(new Date(reply.createdAt))}
            </Text>
          </Paper>
        ))}
    </Paper>
  );
}

/** A message to her, started from a saved template or written fresh; the one in hand can be kept as a template. */
function WriteForm({ email, onDone }: { email: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const checkMessage = useRules(clientMessageInput);
  const templates = useQuery(trpc.admin.clients.templates.list.queryOptions());
  const [templateName, setTemplateName] = useState("");
  const form = useForm({
    initialValues: { subject: "", body: "" },
    // Only what she typed is checked here: the address and the attempt's key are the form's own.
    validate: (values) => {
      const { subject, body } = checkMessage({ email, ...values, requestKey: crypto.randomUUID() });
      return { ...(subject ? { subject } : {}), ...(body ? { body } : {}) };
    },
  });
  const send = useMutation(
    trpc.admin.clients.write.mutationOptions({
      onSuccess: (message) => {
        toast("Message sent", `“${message.subject}” is on its way to ${email}.`, "success");
        void queryClient.invalidateQueries({ queryKey: trpc.admin.clients.timeline.infiniteQueryKey({ email }) });
        onDone();
      },
      onError: (error) => toast("Could not send the message", errorMessage(error, "Please try again."), "error"),
    }),
  );
  const saveTemplate = useMutation(
    trpc.admin.clients.templates.save.mutationOptions({
      onSuccess: (template) => {
        toast("Template saved", `“${template.name}” is ready for your next message.`, "success");
        setTemplateName("");
        void queryClient.invalidateQueries({ queryKey: trpc.admin.clients.templates.list.queryKey() });
      },
      onError: (error) => toast("Could not save the template", errorMessage(error, "Please try again."), "error"),
    }),
  );
  const removeTemplate = useMutation(
    trpc.admin.clients.templates.remove.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.admin.clients.templates.list.queryKey() }),
    }),
  );
  // One message per attempt, however often Send is tapped.
  const onSubmit = useOneAttempt(form, (values, requestKey) =>
    send.mutateAsync({ email, ...values, requestKey }).then(
      () => true,
      () => false,
    ),
  );
  const [chosen, setChosen] = useState("");
  const saved = templates.data ?? [];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Message to her">
      <Stack gap="sm">
        {saved.length > 0 && (
          <Group gap="xs" align="flex-end">
            <NativeSelect
              style={{ flex: 1 }}
              label="Start from a template"
              value={chosen}
              data={[
                { value: "", label: "Choose a template" },
                ...saved.map((t) => ({ value: String(t.id), label: t.name })),
              ]}
              onChange={(event) => {
                const template = saved.find((t) => String(t.id) === event.currentTarget.value);
                setChosen(event.currentTarget.value);
                if (template) form.setValues({ subject: template.subject, body: template.body });
              }}
            />
            {chosen && (
              <Button
                variant="subtle"
                color="red.8"
                onClick={() => {
                  removeTemplate.mutate({ id: Number(chosen) });
                  setChosen("");
                }}
              >
                Remove template
              </Button>
            )}
          </Group>
        )}
        <MessageFields
          form={form}
          description="Sent as you write it. Her e-mail says she can reply, and her answer comes to the studio's address."
        />
        <Group gap="xs" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label="Save as a template named"
            placeholder="Welcome, Holiday hours…"
            maxLength={CLIENT_MESSAGE_LIMITS.templateName}
            value={templateName}
            onChange={(event) => setTemplateName(event.currentTarget.value)}
          />
          <Button
            variant="default"
            disabled={!templateName.trim()}
            loading={saveTemplate.isPending}
            onClick={() => {
              const invalid = form.validate();
              if (!invalid.hasErrors) saveTemplate.mutate({ name: templateName, ...form.values });
            }}
          >
            Save template
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
