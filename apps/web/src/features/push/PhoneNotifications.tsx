// "Notifications on this phone": turns this browser's push notifications on or off, asking the browser's permission
// only when she taps Turn on, and says where they stand (on, off, blocked by the browser, not possible here).
// Loaded lazily with the signed-in settings: no page's first load carries it.
import { Button, Group, Stack, Text } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/use-t";
import { errorMessage } from "../../lib/trpc";
import { type PhoneState, phoneState, refresh, turnOff, turnOn } from "./browser-push";

const stateWords = {
  on: "reminders.push.state.on",
  off: "reminders.push.state.off",
  blocked: "reminders.push.state.blocked",
  unsupported: "reminders.push.state.unsupported",
} as const satisfies Record<PhoneState, MessageId>;

export default function PhoneNotifications() {
  const { t, language } = useT();
  const [state, setState] = useState<PhoneState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void phoneState().then((found) => {
      if (!current) return;
      setState(found);
      // Already on: the server hears of this device again (and of the page's language), quietly.
      if (found === "on") void refresh(language).catch(() => {});
    });
    return () => {
      current = false;
    };
  }, [language]);

  const change = (action: () => Promise<PhoneState>) => async () => {
    setBusy(true);
    setFailure(null);
    try {
      setState(await action());
    } catch (error) {
      setFailure(errorMessage(error, t("reminders.push.failed")));
      setState(await phoneState().catch(() => "off" as const));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4} data-testid="phone-notifications" data-state={state ?? "checking"}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text fw={600}>{t("reminders.push.title")}</Text>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {state ? t(stateWords[state]) : ""}
          </Text>
        </div>
        {state === "off" && (
          <Button onClick={change(() => turnOn(language))} loading={busy} style={{ flexShrink: 0 }}>
            {t("reminders.push.turnOn")}
          </Button>
        )}
        {state === "on" && (
          <Button variant="outline" onClick={change(turnOff)} loading={busy} style={{ flexShrink: 0 }}>
            {t("reminders.push.turnOff")}
          </Button>
        )}
      </Group>
      {failure && (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
