import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Card, Group, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { QueryState } from "../../components/QueryState";
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
  const titleId = useId();
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.portal.calendarFeed.queryOptions(undefined, { staleTime: 0 }));
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation(
    trpc.portal.rotateCalendarFeed.mutationOptions({
      onSuccess: (fresh) => {
        queryClient.setQueryData(trpc.portal.calendarFeed.queryKey(), fresh);
        setConfirming(false);
        toast("Calendar link reset", "The old link no longer works. Subscribe again with the new one.", "success");
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not reset the calendar link."), "error"),
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
      toast("Link copied", "Paste it into your calendar app's “subscribe” or “add by URL”.", "success");
    } catch {
      toast("Error", "Could not copy the link. Please try again, or use the Subscribe button.", "error");
    }
  };

  return (
    <Card radius="lg" padding="xl" withBorder component="section" aria-labelledby={titleId}>
      <Title order={2} fz="xl" id={titleId}>
        Subscribe in your calendar
      </Title>
      <Text c="dimmed" size="sm" mt="xs" mb="md">
        Your sessions appear in your own calendar and follow every booking, move and cancellation. The link is private
        to you: anyone who has it can see your session times.
      </Text>
      <QueryState
        query={feed}
        label="Loading your calendar link"
        error={<Text c="red.8">Your calendar link could not be loaded. Please reload the page.</Text>}
      >
        {(current) => (
          <>
            <Group gap="xs">
              <Button component="a" href={current.webcalUrl}>
                Subscribe (Apple, Outlook)
              </Button>
              <Button
                component="a"
                href={googleCalendarLink(current.webcalUrl)}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
              >
                Google Calendar
              </Button>
              <Button variant="default" onClick={() => void copy(current.url)}>
                Copy link
              </Button>
              <Button variant="subtle" color="red.8" onClick={() => setConfirming(true)}>
                Reset link
              </Button>
            </Group>
            <ConfirmDialog
              title="Reset your calendar link?"
              opened={confirming}
              confirmLabel="Reset link"
              cancelLabel="Keep it"
              danger
              busy={reset.isPending}
              onConfirm={() => confirmReset(current.version)}
              onClose={() => setConfirming(false)}
            >
              The current link stops working at once: calendars subscribed with it stop getting your sessions. You will
              get a new link to subscribe with again.
            </ConfirmDialog>
          </>
        )}
      </QueryState>
    </Card>
  );
}
