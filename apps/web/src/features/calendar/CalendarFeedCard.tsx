import { Card, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { FeedLinks } from "./FeedLinks";

/**
 * My Sessions, signed in: her private calendar feed, to subscribe to from her phone's or computer's calendar, and
 * a reset for a link she has shared by mistake.
 */
export function CalendarFeedCard() {
  const { t } = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.portal.calendarFeed.queryOptions(undefined, { staleTime: 0 }));
  const reset = useMutation(
    trpc.portal.rotateCalendarFeed.mutationOptions({
      onSuccess: (fresh) => {
        queryClient.setQueryData(trpc.portal.calendarFeed.queryKey(), fresh);
        toast(t("portal.feed.resetDone.title"), t("portal.feed.resetDone.body"), "success");
      },
      onError: (error) => toast(t("portal.error.title"), errorMessage(error, t("portal.feed.resetFailed")), "error"),
    }),
  );
  const words = {
    subscribe: t("portal.feed.subscribe"),
    google: t("portal.feed.google"),
    copy: t("portal.feed.copy"),
    reset: t("portal.feed.reset"),
    keep: t("portal.feed.keep"),
    confirmTitle: t("portal.feed.confirmTitle"),
    confirmBody: t("portal.feed.confirmBody"),
    close: t("common.dialog.close"),
    copiedTitle: t("portal.feed.copied.title"),
    copiedBody: t("portal.feed.copied.body"),
    errorTitle: t("portal.error.title"),
    copyFailed: t("portal.feed.copyFailed"),
  };

  return (
    <Card radius="lg" padding="xl" withBorder component="section" aria-labelledby={titleId}>
      <Title order={2} fz="xl" id={titleId}>
        {t("portal.feed.title")}
      </Title>
      <Text c="dimmed" size="sm" mt="xs" mb="md">
        {t("portal.feed.intro")}
      </Text>
      <QueryState
        query={feed}
        label={t("portal.feed.loading")}
        error={<Text c="red.8">{t("portal.feed.loadFailed")}</Text>}
      >
        {(current) => (
          <FeedLinks
            feed={current}
            words={words}
            resetting={reset.isPending}
            reset={(version) => reset.mutateAsync({ version })}
          />
        )}
      </QueryState>
    </Card>
  );
}
