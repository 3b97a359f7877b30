import type { PackageCategory } from "@studio/validators";
import { Note, NoteAfter, NoteList } from "../../components/Note";
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
  unlimited = false,
}: {
  kind: PackageCategory;
  /** The pack's sessions, or a membership's each month. */
  sessionCount: number;
  /** Months after payment its sessions can be booked in; null: no limit. */
  validMonths: number | null;
  /** A membership, charged every month. */
  monthly: boolean;
  /** A membership of unlimited sessions within her hours, one a day: no count to tell. */
  unlimited?: boolean;
}) {
  const { t } = useT();
  const sessionTimes = useSessionTimesNote();
  if (monthly) {
    return (
      <Note title={t("booking.notes.membershipTitle")} testId="scheduling-card">
        <NoteList>
          <li>
            {unlimited
              ? t("booking.notes.membershipUnlimited")
              : t("booking.notes.membership", { count: sessionCount })}
          </li>
          <li>{sessionTimes}</li>
          <li>
            {unlimited
              ? t("booking.notes.membershipUnlimitedLapse")
              : validMonths
                ? t("booking.notes.membershipLasts", { months: validMonths })
                : t("booking.notes.membershipRollsOver")}
          </li>
          <li>{t("booking.notes.membershipChanges")}</li>
        </NoteList>
        <NoteAfter>{t("booking.notes.reschedule")}</NoteAfter>
      </Note>
    );
  }
  if (kind === "workout_of_day") {
    return <Note title={t("booking.notes.instantTitle")}>{t("booking.notes.instant")}</Note>;
  }
  if (kind === "online") {
    return <Note title={t("booking.notes.onlineTitle")}>{t("booking.notes.online")}</Note>;
  }
  return (
    <Note title={t("booking.notes.schedulingTitle")} testId="scheduling-card">
      <NoteList>
        <li>{sessionTimes}</li>
        <li>{sessionCount === 1 ? t("booking.notes.single") : t("booking.notes.pack", { count: sessionCount })}</li>
        {validMonths && <li>{t("booking.notes.validFor", { months: validMonths })}</li>}
      </NoteList>
      <NoteAfter>{t("booking.notes.reschedule")}</NoteAfter>
    </Note>
  );
}
