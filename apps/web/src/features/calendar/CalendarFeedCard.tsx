import { Button, Card, Group, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../admin-shell/ConfirmDialog";

/** Google Calendar adds a subscription from its own address, given the feed's webcal:// one. */
const googleCalendarLink = (webcalUrl: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`;

/**
 * My Sessions, signed in: her private calendar feed, to subscribe to from her phone's or computer's calendar, and
 * a reset for a link she has shared by mistake.
 */
export function CalendarFeedCard() {
  const { t } = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.portal.calendarFeed.queryOptions(undefined, { staleTime: 0 }));
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation(
    trpc.portal.rotateCalendarFeed.mutationOptions({
      onSuccess: (fresh) => {
        queryClient.setQueryData(trpc.portal.calendarFeed.queryKey(), fresh);
        setConfirming(false);
        toast(t("portal.feed.resetDone.title"), t("portal.feed.resetDone.body"), "success");
      },
      onError: (error) => toast(t("portal.error.title"), errorMessage(error, t("portal.feed.resetFailed")), "error"),
    }),
  );
  // One reset at a time: a second tap that lands before the page re-renders is ignored.
  const resetSent = useRef(false);
  const confirmReset = (version: number) => {
    if (resetSent.current) return;
    resetSent.current = true;
    reset
      .mutateAsync({ version })
      .catch(() => {})
      .finally(() => {
        resetSent.current = false;
      });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast(t("portal.feed.copied.title"), t("portal.feed.copied.body"), "success");
    } catch {
      toast(t("portal.error.title"), t("portal.feed.copyFailed"), "error");
    }
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
          <>
            <Group gap="xs">
              <Button component="a" href={current.webcalUrl}>
                {t("portal.feed.subscribe")}
              </Button>
              <Button
                component="a"
                href={googleCalendarLink(current.webcalUrl)}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
              >
                {t("portal.feed.google")}
              </Button>
              <Button variant="default" onClick={() => void copy(current.url)}>
                {t("portal.feed.copy")}
              </Button>
              <Button variant="subtle" color="red.8" onClick={() => setConfirming(true)}>
                {t("portal.feed.reset")}
              </Button>
            </Group>
            <ConfirmDialog
              closeLabel={t("common.dialog.close")}
              title={t("portal.feed.confirmTitle")}
              opened={confirming}
              confirmLabel={t("portal.feed.reset")}
              cancelLabel={t("portal.feed.keep")}
              danger
              busy={reset.isPending}
              onConfirm={() => confirmReset(current.version)}
              onClose={() => setConfirming(false)}
            >
              {t("portal.feed.confirmBody")}
            </ConfirmDialog>
          </>
        )}
      </QueryState>
    </Card>
  );
}
