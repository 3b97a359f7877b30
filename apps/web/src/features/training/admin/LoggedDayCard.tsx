import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { workoutCommentInput } from "@studio/validators";
import { TRAINING_LIMITS as LIMITS } from "@studio/validators/kinds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { formatStudioDateTime } from "../../../lib/format";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { type LoggedDay, trainingKey } from "./queries";
import classes from "./TrainingAdmin.module.css";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
/** "Mon, Nov 16". */
const dayName = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "10 × 25 lb · 8 × 25 lb", a set without weight as its reps. */
const setsOf = (sets: LoggedDay["logs"][number]["sets"]) =>
  sets.map((set) => (set.weightLb === null ? `${set.reps} reps` : `${set.reps} × ${set.weightLb} lb`)).join(" · ");

/** A day she logged: each exercise with its sets, the comments on it, and one more comment from the trainer. */
export function LoggedDayCard({ userId, day }: { userId: number; day: LoggedDay }) {
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState(false);
  const label = dayName(day.day);
  return (
    <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Logged ${label}`}>
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {label}
        </Text>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {day.logs.map((log) => (
            <li key={log.id}>
              <Text size="sm" fw={600} className={classes.wrap}>
                {log.exerciseName}
              </Text>
              <Text size="sm" className={`${classes.sets} ${classes.wrap}`}>
                {setsOf(log.sets)}
                {log.effort !== null && (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    · effort {log.effort}/10
                  </Text>
                )}
              </Text>
            </li>
          ))}
        </Stack>
        {day.comments.map((comment) => (
          <Paper key={comment.id} radius="sm" p="xs" bg="plum.0">
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }} className={classes.wrap}>
              {comment.body}
            </Text>
            <Text size="xs" c="dimmed">
              Your comment · {formatStudioDateTime(new Date(comment.createdAt))}
            </Text>
          </Paper>
        ))}
        {sent && !writing && (
          <Text size="xs" c="teal.9" role="status">
            Sent. She has been told by e-mail.
          </Text>
        )}
        {writing ? (
          <CommentForm
            userId={userId}
            day={day.day}
            label={label}
            onClose={() => setWriting(false)}
            onSent={() => {
              setSent(true);
              setWriting(false);
            }}
          />
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            w="fit-content"
            px={0}
            onClick={() => setWriting(true)}
            aria-label={`Comment on ${label}`}
          >
            Comment
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

interface FormProps {
  userId: number;
  day: string;
  label: string;
  onClose: () => void;
  onSent: () => void;
}

/** Her comment on the day, e-mailed to the client: one comment and one e-mail however often Send is tapped. */
function CommentForm({ userId, day, label, onClose, onSent }: FormProps) {
  const queryClient = useQueryClient();
  const checkComment = useRules(workoutCommentInput);
  const form = useForm({ initialValues: { body: "" }, validate: (values) => checkComment({ userId, day, ...values }) });
  const comment = useMutation(trpc.admin.training.comment.mutationOptions());
  const submit = useOneAttempt(form, async (values, requestKey) => {
    try {
      await comment.mutateAsync({ userId, day, body: values.body, requestKey });
      toast("Comment sent", "She is told by e-mail, and on her phone if she turned that on.", "success");
      await queryClient.invalidateQueries({ queryKey: trainingKey() });
      onSent();
      return true;
    } catch (error) {
      toast("Not sent", errorMessage(error, "Could not send the comment"), "error");
      return false;
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Comment on ${label}`}>
      <Stack gap="xs">
        <GrowingTextarea
          label="Your comment"
          description="She reads it with the day, and is told by e-mail"
          inputWrapperOrder={["label", "input", "description", "error"]}
          minRows={2}
          maxRows={8}
          maxLength={LIMITS.comment}
          data-autofocus
          {...form.getInputProps("body")}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={comment.isPending}>
            Send comment
          </Button>
          <Button size="xs" variant="subtle" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
