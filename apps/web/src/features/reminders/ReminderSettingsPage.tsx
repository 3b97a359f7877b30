import "@mantine/core/styles/Switch.css";
import { Button, Card, Container, Group, NativeSelect, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { REMINDER_TYPES, type ReminderType, reminderHours } from "@studio/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ClientGate } from "../../components/ClientGate";
import { SiteLink } from "../../components/layout/SiteLink";
import { formatDate, formatTime } from "../../lib/format";
import { usePageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

export function ReminderSettingsPage() {
  usePageMeta("Session Reminders", "Choose how and when you are reminded of your training sessions.");
  return (
    <Container size="sm" className="section">
      <Text className="eyebrow">Reminders</Text>
      <Title order={1} mb="lg">
        Session Reminders
      </Title>
      <ClientGate intro="Verify your e-mail once on this device to manage your reminders.">
        {(client) => <Settings userId={client.userId} />}
      </ClientGate>
    </Container>
  );
}

const reminderTypeLabels: Record<ReminderType, string> = { email: "Email", sms: "SMS", both: "Email and SMS" };

function Settings({ userId }: { userId: number }) {
  const settings = useQuery(trpc.reminders.settings.queryOptions({ userId }, { staleTime: 0 }));
  const upcoming = useQuery(trpc.reminders.upcoming.queryOptions({ userId }, { staleTime: 0 }));
  const [enabled, setEnabled] = useState(true);
  const [reminderType, setReminderType] = useState<ReminderType>("email");
  const [reminderTime, setReminderTime] = useState(24);
  useEffect(() => {
    if (!settings.data) return;
    setEnabled(settings.data.data.enabled);
    setReminderType(settings.data.data.reminderType);
    setReminderTime(settings.data.data.reminderTime);
  }, [settings.data]);
  const save = useMutation(
    trpc.reminders.save.mutationOptions({
      onSuccess: () => toast("Settings Saved", "Your reminder settings are saved.", "success"),
      onError: () => toast("Error", "Failed to save reminder settings. Please try again.", "error"),
    }),
  );
  const test = useMutation(
    trpc.reminders.test.mutationOptions({
      onSuccess: (result) => toast("Test Reminder Sent", result.message, "success"),
      onError: () => toast("Error", "Failed to send test reminder. Please try again.", "error"),
    }),
  );
  const scheduled = (upcoming.data ?? [])
    .flatMap((pkg) => pkg.sessions.map((session) => ({ ...session, packageName: pkg.packageName })))
    .filter((session) => session.status === "scheduled");

  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
        <Stack gap="md">
          <Switch
            label="Send me reminders"
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <NativeSelect
            label="Reminder type"
            disabled={!enabled}
            value={reminderType}
            onChange={(event) => setReminderType(event.currentTarget.value as ReminderType)}
            data={REMINDER_TYPES.map((value) => ({ value, label: reminderTypeLabels[value] }))}
          />
          <NativeSelect
            label="Remind me"
            disabled={!enabled}
            value={String(reminderTime)}
            onChange={(event) => setReminderTime(Number(event.currentTarget.value))}
            data={reminderHours.map((hours) => ({
              value: String(hours),
              label: `${hours} hour${hours === 1 ? "" : "s"} before`,
            }))}
          />
          <Group>
            <Button
              onClick={() => save.mutate({ userId, enabled, reminderType, reminderTime })}
              loading={save.isPending}
            >
              Save Settings
            </Button>
            <Button
              variant="outline"
              disabled={!enabled || !scheduled[0]}
              loading={test.isPending}
              onClick={() => scheduled[0] && test.mutate({ userId, sessionId: scheduled[0].id })}
            >
              Send Test Reminder
            </Button>
          </Group>
          {reminderType !== "email" && enabled && (
            <Text size="xs" c="dimmed">
              Text messages are sent once the studio's SMS provider is connected; e-mail reminders always go out.
            </Text>
          )}
        </Stack>
      </Paper>
      <div>
        <Title order={2} fz="xl" mb="sm">
          Upcoming Sessions
        </Title>
        {scheduled.length ? (
          <Stack gap="xs">
            {scheduled.map((session) => (
              <Card key={session.id} withBorder radius="md" padding="sm">
                <Text fw={600}>
                  {session.packageName}, session {session.sessionNumber}
                </Text>
                <Text size="sm" c="dimmed">
                  {session.date && session.time
                    ? `${formatDate(`${session.date}T12:00:00`)} at ${formatTime(session.time)} (Miami time)`
                    : "Not scheduled yet"}
                </Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">No upcoming sessions. Schedule them from My Sessions.</Text>
        )}
      </div>
      <Button component={SiteLink} href="/my-bookings" variant="subtle" w="fit-content">
        Back
      </Button>
    </Stack>
  );
}
