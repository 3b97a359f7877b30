import { Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { QueryState } from "../../../components/QueryState";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { FeedLinks, type FeedWords } from "../FeedLinks";
import { trainerFeedQuery } from "./trainer-feed-query";

const WORDS: FeedWords = {
  subscribe: "Subscribe (Apple, Outlook)",
  google: "Google Calendar",
  copy: "Copy link",
  reset: "Reset link",
  keep: "Keep it",
  confirmTitle: "Reset your calendar link?",
  confirmBody:
    "The current link stops working at once: calendars subscribed with it stop getting your sessions. Subscribe again with the new link.",
  close: "Close",
  copiedTitle: "Link copied",
  copiedBody: "Paste it into your calendar app's “subscribe” or “add by URL”.",
  errorTitle: "Something went wrong",
  copyFailed: "Could not copy the link. Please try again, or use the Subscribe button.",
};

/**
 * Her own calendar feed, every client's sessions by name and place, to subscribe to from her phone; and a reset for
 * a link that got out (it holds every client's name, address and phone).
 */
export function TrainerFeedCard() {
  const queryClient = useQueryClient();
  const feed = useQuery(trainerFeedQuery());
  const reset = useMutation(
    trpc.admin.calendar.rotateFeed.mutationOptions({
      onSuccess: (fresh) => {
        queryClient.setQueryData(trpc.admin.calendar.feed.queryKey(), fresh);
        toast("Calendar link reset", "The old link no longer works. Subscribe again with the new one.", "success");
      },
      onError: (error) => toast("Could not reset the calendar link", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <QueryState
      query={feed}
      label="Loading your calendar link"
      error={<Text c="red.8">Your calendar link could not be loaded. Please reload the page.</Text>}
    >
      {(current) => (
        <FeedLinks
          feed={current}
          words={WORDS}
          resetting={reset.isPending}
          reset={(version) => reset.mutateAsync({ version })}
        />
      )}
    </QueryState>
  );
}
