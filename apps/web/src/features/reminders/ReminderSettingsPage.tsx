import {
  Button,
  Card,
  Container,
  Divider,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { intlLocale, type Language, type MessageId } from "@studio/i18n";
import { REMINDER_TYPES, type ReminderType, reminderHours } from "@studio/validators";
import type { PushPreferences } from "@studio/validators/kinds";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { formatDate, formatTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../lib/trpc";
import { ClientGate } from "../auth/ClientGate";
import { PushKinds } from "../push/PushKinds";

// Its code (the service worker's registration, the subscription) loads only once she is signed in here.
const PhoneNotifications = lazy(() => import("../push/PhoneNotifications"));

export function ReminderSettingsPage() {
  const { t } = useT();
  return (
    <Container size="sm" className="section">
      <Text className="eyebrow">{t("reminders.eyebrow")}</Text>
      <Title order={1} mb="lg">
        {t("reminders.title")}
      </Title>
      <ClientGate intro={t("reminders.intro")}>
        {(client) => <Settings userId={client.userId} email={client.email} />}
      </ClientGate>
    </Container>
  );
}

const reminderTypeLabels = {
  email: "reminders.type.email",
  sms: "reminders.type.sms",
  both: "reminders.type.both",
} as const satisfies Record<ReminderType, MessageId>;

const clocks = new Map<string, Intl.DateTimeFormat>();
/** A session's Miami wall-clock time ("14:30"): SPEC's "2:30 PM" in English, "2:30 p.m." in Spanish. */
function sessionTime(time: string, language: Language): string {
  if (language === "en") return formatTime(time);
  let clock = clocks.get(language);
  if (!clock) {
    clock = new Intl.DateTimeFormat(intlLocale(language), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    clocks.set(language, clock);
  }
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return clock.format(Date.UTC(2000, 0, 1, hours, minutes));
}

type SavedSettings = RouterOutputs["reminders"]["settings"]["data"];

/**
 * Her settings as saved, then the form: a form drawn before they came would show the defaults, and a change or a
 * save made then would be lost or would overwrite what she had chosen.
 */
function Settings({ userId, email }: { userId: number; email: string }) {
  const { t } = useT();
  const settings = useQuery(trpc.reminders.settings.queryOptions({ userId }, { staleTime: 0 }));
  return (
    <QueryState
      query={settings}
      label={t("reminders.loading")}
      place="section"
      error={(error) => <Text c="red.8">{errorMessage(error, t("reminders.error.load"))}</Text>}
    >
      {(answer) => <SettingsForm userId={userId} email={email} saved={answer.data} />}
    </QueryState>
  );
}

function SettingsForm({ userId, email, saved }: { userId: number; email: string; saved: SavedSettings }) {
  const { t, language } = useT();
  const upcoming = useQuery(trpc.reminders.upcoming.queryOptions({ userId }, { staleTime: 0 }));
  const [enabled, setEnabled] = useState(saved.enabled);
  const [reminderType, setReminderType] = useState<ReminderType>(saved.reminderType);
  const [reminderTime, setReminderTime] = useState(saved.reminderTime);
  const [push, setPush] = useState<PushPreferences>(saved.push);
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.reminders.save.mutationOptions({
      onSuccess: (answer) => {
        // What the page shows her when she comes back to it, before it asks the server again.
        queryClient.setQueryData(trpc.reminders.settings.queryKey({ userId }), answer);
        toast(t("reminders.saved.title"), t("reminders.saved.body"), "success");
      },
      onError: () => toast(t("reminders.error.title"), t("reminders.error.save"), "error"),
    }),
  );
  const test = useMutation(
    trpc.reminders.test.mutationOptions({
      // The server's answer names the address it wrote to: hers, which the page already knows.
      onSuccess: () => toast(t("reminders.testSent.title"), t("reminders.testSent.body", { email }), "success"),
      onError: () => toast(t("reminders.error.title"), t("reminders.error.test"), "error"),
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
            label={t("reminders.enabled")}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <NativeSelect
            label={t("reminders.type.label")}
            disabled={!enabled}
            value={reminderType}
            onChange={(event) => setReminderType(event.currentTarget.value as ReminderType)}
            data={REMINDER_TYPES.map((value) => ({ value, label: t(reminderTypeLabels[value]) }))}
          />
          <NativeSelect
            label={t("reminders.time.label")}
            disabled={!enabled}
            value={String(reminderTime)}
            onChange={(event) => setReminderTime(Number(event.currentTarget.value))}
            data={reminderHours.map((hours) => ({
              value: String(hours),
              label: t("reminders.time.before", { hours }),
            }))}
          />
          <Divider />
          <Suspense fallback={null}>
            <PhoneNotifications />
          </Suspense>
          <PushKinds value={push} onChange={setPush} remindersOn={enabled} />
          <Group>
            <Button
              onClick={() => save.mutate({ userId, enabled, reminderType, reminderTime, push })}
              loading={save.isPending}
            >
              {t("reminders.save")}
            </Button>
            <Button
              variant="outline"
              disabled={!enabled || !scheduled[0]}
              loading={test.isPending}
              onClick={() => scheduled[0] && test.mutate({ userId, sessionId: scheduled[0].id })}
            >
              {t("reminders.test")}
            </Button>
          </Group>
          {reminderType !== "email" && enabled && (
            <Text size="xs" c="dimmed">
              {t("reminders.smsNote")}
            </Text>
          )}
        </Stack>
      </Paper>
      <div>
        <Title order={2} fz="xl" mb="sm">
          {t("reminders.upcoming.title")}
        </Title>
        {scheduled.length ? (
          <Stack gap="xs">
            {scheduled.map((session) => (
              <Card key={session.id} withBorder radius="md" padding="sm">
                <Text fw={600}>
                  {t("reminders.upcoming.session", {
                    packageName: session.packageName,
                    number: session.sessionNumber,
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {session.date && session.time
                    ? t("reminders.upcoming.when", {
                        date: formatDate(`${session.date}T12:00:00`, language),
                        time: sessionTime(session.time, language),
                      })
                    : t("reminders.upcoming.notScheduled")}
                </Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t("reminders.upcoming.none")}</Text>
        )}
      </div>
      <Button component={SiteLink} href="/my-bookings" variant="subtle" w="fit-content">
        {t("reminders.back")}
      </Button>
    </Stack>
  );
}
