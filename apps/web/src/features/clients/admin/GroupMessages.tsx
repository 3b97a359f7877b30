import { Button, Modal, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { BROADCAST_AUDIENCES, BROADCAST_LIMITS, type BroadcastAudience, broadcastInput } from "@studio/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatStudioDateTime } from "../../../lib/format";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { MessageFields } from "./MessageFields";

const AUDIENCE_LABELS: Record<BroadcastAudience, { label: string; description: string }> = {
  sessionsLeft: { label: "Clients with sessions left", description: "Paid for sessions they have not trained yet" },
  lapsed: {
    label: "No session in 30 days",
    description: "Trained with you in the past year, nothing since or booked ahead",
  },
  recent: { label: "Trained in the last 90 days", description: "Everyone who came to a session lately" },
};

const clientsCount = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "client" : "clients"}`;

/** "Write to a group": one message e-mailed to each client of a group she picks, in each one's language. */
export function WriteToGroup() {
  const [writing, setWriting] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setWriting(true)}>
        Write to a group
      </Button>
      <Modal opened={writing} onClose={() => setWriting(false)} title="Write to a group of clients" size="lg">
        {writing && <GroupForm onDone={() => setWriting(false)} />}
      </Modal>
    </>
  );
}

function GroupForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const check = useRules(broadcastInput);
  const [audience, setAudience] = useState<BroadcastAudience>("sessionsLeft");
  const size = useQuery(trpc.admin.clients.broadcasts.audience.queryOptions({ audience }, { staleTime: 0 }));
  const form = useForm({
    initialValues: { subject: "", body: "" },
    validate: (values) => {
      const { subject, body } = check({ audience, ...values, requestKey: crypto.randomUUID() });
      return { ...(subject ? { subject } : {}), ...(body ? { body } : {}) };
    },
  });
  const send = useMutation(
    trpc.admin.clients.broadcasts.send.mutationOptions({
      onSuccess: (sent) => {
        toast("Message sent", `“${sent.subject}” is on its way to ${clientsCount(sent.recipients)}.`, "success");
        void queryClient.invalidateQueries({ queryKey: trpc.admin.clients.broadcasts.list.queryKey() });
        onDone();
      },
      onError: (error) => toast("Could not send the message", errorMessage(error, "Please try again."), "error"),
    }),
  );
  // One broadcast per attempt, however often Send is tapped.
  const onSubmit = useOneAttempt(form, (values, requestKey) =>
    send.mutateAsync({ audience, ...values, requestKey }).then(
      () => true,
      () => false,
    ),
  );
  const reach = size.data?.recipients ?? 0;
  const tooMany = reach > BROADCAST_LIMITS.recipients;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Message to a group">
      <Stack gap="sm">
        <Radio.Group label="Who gets it" value={audience} onChange={(value) => setAudience(value as BroadcastAudience)}>
          <Stack gap="xs" mt={4}>
            {BROADCAST_AUDIENCES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={AUDIENCE_LABELS[value].label}
                description={AUDIENCE_LABELS[value].description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" aria-live="polite" data-testid="group-size">
          {size.isPending
            ? "Counting the group…"
            : size.isError
              ? errorMessage(size.error, "The group could not be counted.")
              : `Reaches ${clientsCount(reach)}${size.data.unsubscribed ? `; ${clientsCount(size.data.unsubscribed)} who unsubscribed are left out` : ""}.${tooMany ? ` A message reaches at most ${BROADCAST_LIMITS.recipients}: pick a smaller group.` : ""}`}
        </Text>
        <MessageFields
          form={form}
          description="Sent as you write it, framed in each client's language, with a link to stop such e-mails. Replies come to the studio's address."
        />
        <Stack gap="xs" align="flex-end">
          <Button type="submit" loading={send.isPending} disabled={reach === 0 || tooMany}>
            {reach === 0 ? "No one to send to" : `Send to ${clientsCount(reach)}`}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** The messages she sent to groups, newest first. */
export function GroupMessageHistory() {
  const list = useQuery(trpc.admin.clients.broadcasts.list.queryOptions());
  return (
    <Stack gap="xs" component="section" aria-labelledby="group-messages">
      <Title order={2} fz="lg" id="group-messages">
        Messages to groups
      </Title>
      <QueryState
        query={list}
        label="Loading messages to groups"
        error={(error) => <Text c="red.8">{errorMessage(error, "The messages could not be loaded.")}</Text>}
      >
        {(sent) =>
          sent.length === 0 ? (
            <Text size="sm" c="dimmed">
              None yet. “Write to a group” reaches every client of a group at once.
            </Text>
          ) : (
            <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
              {sent.map((one) => (
                <Paper key={one.id} component="li" withBorder radius="md" p="sm">
                  <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {one.subject}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {AUDIENCE_LABELS[one.audience].label} · {clientsCount(one.recipients)} · {one.sentBy} ·{" "}
                    {formatStudioDateTime(new Date(one.createdAt))}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
