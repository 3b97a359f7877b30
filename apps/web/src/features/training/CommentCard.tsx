import { Paper, Text } from "@mantine/core";
import { firstName, studio } from "@studio/validators/studio";
import { useT } from "../../i18n/use-t";
import type { RouterOutputs } from "../../lib/trpc";
import { longDay } from "./format";
import classes from "./Training.module.css";

type Comment = RouterOutputs["training"]["comments"]["items"][number];

/** The trainer's comment on a day she trained, in the trainer's own words. */
export function CommentCard({ comment, withDay = false }: { comment: Comment; withDay?: boolean }) {
  const { t, language } = useT();
  return (
    <Paper radius="md" p="md" withBorder className={classes.comment} component="figure" m={0}>
      <Text size="xs" fw={600} c="gold.8" tt="uppercase" style={{ letterSpacing: "0.06em" }} component="figcaption">
        {withDay
          ? t("training.comments.fromOn", { trainer: firstName(studio.trainer), day: longDay(comment.day, language) })
          : t("training.comments.from", { trainer: firstName(studio.trainer) })}
      </Text>
      <Text mt={4} style={{ whiteSpace: "pre-line" }} component="blockquote" m={0}>
        {comment.body}
      </Text>
    </Paper>
  );
}
