import { Alert, List, Text } from "@mantine/core";
import type { PackageCategory } from "@studio/validators";
import { useT } from "../../i18n/use-t";
import { useSessionTimes } from "../hours/session-times";

/** "Available session times: Mon-Fri 6am-11am and 4pm-8pm, Sat 9am-12pm.", from her weekly hours. */
export function useSessionTimesNote() {
  const { t } = useT();
  return t("booking.sessionTimes", { times: useSessionTimes() });
}

/** What happens after booking, by kind of package. Online and Workout of the Day need no scheduling. */
export function PackageNotes({
  kind,
  sessionCount,
  validMonths,
  monthly,
}: {
  kind: PackageCategory;
  /** The pack's sessions, or a membership's each month. */
  sessionCount: number;
  /** Months after payment its sessions can be booked in; null: no limit. */
  validMonths: number | null;
  /** A membership, charged every month. */
  monthly: boolean;
}) {
  const { t } = useT();
  const sessionTimes = useSessionTimesNote();
  if (monthly) {
    return (
      <Alert color="plum" variant="light" title={t("booking.notes.membershipTitle")} data-testid="scheduling-card">
        <List size="sm" spacing={4}>
          <List.Item>{t("booking.notes.membership", { count: sessionCount })}</List.Item>
          <List.Item>{sessionTimes}</List.Item>
          <List.Item>
            {validMonths
              ? t("booking.notes.membershipLasts", { months: validMonths })
              : t("booking.notes.membershipRollsOver")}
          </List.Item>
          <List.Item>{t("booking.notes.membershipChanges")}</List.Item>
        </List>
        <Text size="xs" mt="xs">
          {t("booking.notes.reschedule")}
        </Text>
      </Alert>
    );
  }
  if (kind === "workout_of_day") {
    return (
      <Alert color="plum" variant="light" title={t("booking.notes.instantTitle")}>
        {t("booking.notes.instant")}
      </Alert>
    );
  }
  if (kind === "online") {
    return (
      <Alert color="plum" variant="light" title={t("booking.notes.onlineTitle")}>
        {t("booking.notes.online")}
      </Alert>
    );
  }
  return (
    <Alert color="plum" variant="light" title={t("booking.notes.schedulingTitle")} data-testid="scheduling-card">
      <List size="sm" spacing={4}>
        <List.Item>{sessionTimes}</List.Item>
        <List.Item>
          {sessionCount === 1 ? t("booking.notes.single") : t("booking.notes.pack", { count: sessionCount })}
        </List.Item>
        {validMonths && <List.Item>{t("booking.notes.validFor", { months: validMonths })}</List.Item>}
      </List>
      <Text size="xs" mt="xs">
        {t("booking.notes.reschedule")}
      </Text>
    </Alert>
  );
}
