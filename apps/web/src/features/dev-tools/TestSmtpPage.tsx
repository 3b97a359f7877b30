import { Alert, Button, Code, Container, List, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage, trpc } from "../../lib/trpc";

/** Developer page: sends a test e-mail and shows the configuration used. */
export function TestSmtpPage() {
  const [recipientEmail, setRecipientEmail] = useState("");
  const send = useMutation(trpc.devTools.testSmtp.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ recipientEmail });
  };
  return (
    <Container size="sm" className="section">
      <Paper radius="lg" p="xl" withBorder>
        <form onSubmit={submit}>
          <Stack gap="md">
            <Title order={1} fz={28}>
              Test SMTP
            </Title>
            <TextInput
              label="Recipient email"
              type="email"
              required
              value={recipientEmail}
              onChange={(event) => setRecipientEmail(event.currentTarget.value)}
            />
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send Test Email"}
            </Button>
            {send.isSuccess && (
              <Alert color="green" title={send.data.message}>
                <Text size="sm">Configuration used:</Text>
                <Code block>{JSON.stringify(send.data.configuration, null, 2)}</Code>
              </Alert>
            )}
            {send.isError && (
              <Alert color="red" title="Error">
                {errorMessage(send.error, "Failed to send test email")}
              </Alert>
            )}
            <List size="sm" c="dimmed">
              <List.Item>The mail configuration is detected from SMTP_URL and MAIL_FROM.</List.Item>
              <List.Item>
                Without SMTP_URL, messages fall back to the development log and the mailbox at /dev/mailbox.
              </List.Item>
              <List.Item>The password is never shown.</List.Item>
            </List>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
