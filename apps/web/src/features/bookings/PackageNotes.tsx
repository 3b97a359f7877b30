import { Alert, List, Text } from "@mantine/core";
import type { PackageCategory } from "@studio/validators";
import { useSessionTimes } from "../hours/session-times";

/** "Available session times: Mon-Fri 6am-11am and 4pm-8pm, Sat 9am-12pm.", from her weekly hours. */
export const useSessionTimesNote = () => `Available session times: ${useSessionTimes()}.`;

/** What happens after booking, by kind of package. Online and Workout of the Day need no scheduling. */
export function PackageNotes({ kind, sessionCount }: { kind: PackageCategory; sessionCount: number }) {
  const sessionTimes = useSessionTimesNote();
  if (kind === "workout_of_day") {
    return (
      <Alert color="plum" variant="light" title="Instant access">
        Your workout is ready the moment you pay: open Workout of the Day and enter your e-mail to receive a code. No
        scheduling needed.
      </Alert>
    );
  }
  if (kind === "online") {
    return (
      <Alert color="plum" variant="light" title="Online program">
        Follow your program on your own schedule. After payment, unlock it from the workout portal with your e-mail.
      </Alert>
    );
  }
  return (
    <Alert color="plum" variant="light" title="Scheduling your sessions" data-testid="scheduling-card">
      <List size="sm" spacing={4}>
        <List.Item>{sessionTimes}</List.Item>
        <List.Item>
          {sessionCount === 1
            ? "I will contact you within 24 hours to schedule your session."
            : `You will schedule each of your ${sessionCount} sessions yourself from My Sessions, 1-2 weeks ahead.`}
        </List.Item>
      </List>
      <Text size="xs" mt="xs">
        Sessions can be rescheduled up to 24 hours before they start.
      </Text>
    </Alert>
  );
}
