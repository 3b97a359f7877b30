// Which notifications reach her phones, kind by kind: saved with the rest of her reminder settings, for every device
// she turned them on for.
import { Stack, Switch, Text } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import { PUSH_KINDS, type PushKind, type PushPreferences } from "@studio/validators/kinds";
import { useT } from "../../i18n/use-t";

const kindWords = {
  sessionReminders: "reminders.push.kind.sessionReminders",
  waitlistOffers: "reminders.push.kind.waitlistOffers",
  trainerComments: "reminders.push.kind.trainerComments",
  todaysWorkout: "reminders.push.kind.todaysWorkout",
} as const satisfies Record<PushKind, MessageId>;

export function PushKinds({
  value,
  onChange,
  remindersOn,
}: {
  value: PushPreferences;
  onChange: (value: PushPreferences) => void;
  /** Session reminders go out only while her reminders are on. */
  remindersOn: boolean;
}) {
  const { t } = useT();
  return (
    <Stack gap="xs" role="group" aria-labelledby="push-kinds-label">
      <Text size="sm" fw={500} id="push-kinds-label">
        {t("reminders.push.kinds")}
      </Text>
      {PUSH_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={t(kindWords[kind])}
          checked={value[kind]}
          disabled={kind === "sessionReminders" && !remindersOn}
          onChange={(event) => onChange({ ...value, [kind]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
