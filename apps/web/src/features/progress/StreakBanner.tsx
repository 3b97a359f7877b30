import { Alert, Paper, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n/use-t";
import { trpc } from "../../lib/trpc";

/** Her streak over the tracker, and SPEC's rest-day rule. */
export function StreakBanner({ userId }: { userId: number }) {
  const { t } = useT();
  const streak = useQuery(trpc.progress.streak.queryOptions({ userId }, { staleTime: 0 }));
  const data = streak.data?.data;
  return (
    <>
      <Paper radius="lg" p="lg" mb="lg" className="section-tinted" data-testid="streak-banner">
        <Text fz={28} fw={700} ff="heading">
          {data ? t("tracker.streak.days", { emoji: data.emoji, streak: data.streak }) : t("tracker.streak.none")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("tracker.streak.hint")}
        </Text>
      </Paper>
      {streak.isError && <Alert color="red">{t("tracker.streak.error")}</Alert>}
    </>
  );
}
