import { Alert, Paper, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";

/** Her streak over the tracker, and SPEC's rest-day rule. */
export function StreakBanner({ userId }: { userId: number }) {
  const streak = useQuery(trpc.progress.streak.queryOptions({ userId }, { staleTime: 0 }));
  const data = streak.data?.data;
  return (
    <>
      <Paper radius="lg" p="lg" mb="lg" className="section-tinted" data-testid="streak-banner">
        <Text fz={28} fw={700} ff="heading">
          {data ? `${data.emoji} ${data.streak}-day streak` : "Your streak"}
        </Text>
        <Text size="sm" c="dimmed">
          Log a day to keep it going. One missed day a week counts as a planned rest day and does not break your streak.
        </Text>
      </Paper>
      {streak.isError && <Alert color="red">Error loading your streak.</Alert>}
    </>
  );
}
