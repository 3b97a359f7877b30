import { Button, Group } from "@mantine/core";
import { useRef, useState } from "react";
import { toast } from "../../lib/toast";
import { ConfirmDialog } from "../admin-shell/ConfirmDialog";

/** Google Calendar adds a subscription from its own address, given the feed's webcal:// one. */
const googleCalendarLink = (webcalUrl: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`;

/** What the buttons, the reset's question and the copy's toasts say, in the words of whoever's feed it is. */
export interface FeedWords {
  subscribe: string;
  google: string;
  copy: string;
  reset: string;
  keep: string;
  confirmTitle: string;
  confirmBody: string;
  close: string;
  copiedTitle: string;
  copiedBody: string;
  errorTitle: string;
  copyFailed: string;
}

/**
 * A private calendar feed's buttons: subscribe (webcal://), Google Calendar, copy the link, and a reset asked first.
 * A client's feed on My Sessions and the trainer's own on Hours & Days Off.
 */
export function FeedLinks({
  feed,
  words,
  resetting,
  reset,
}: {
  /** As the browser receives it: the addresses, and which version they are. */
  feed: { url: string; webcalUrl: string; version: number };
  words: FeedWords;
  resetting: boolean;
  /** Resets the address `version` names; resolves once the new one is shown. */
  reset: (version: number) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  // One reset at a time: a second tap that lands before the page re-renders is ignored.
  const resetSent = useRef(false);
  const confirmReset = () => {
    if (resetSent.current) return;
    resetSent.current = true;
    reset(feed.version)
      .then(() => setConfirming(false))
      .catch(() => {})
      .finally(() => {
        resetSent.current = false;
      });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      toast(words.copiedTitle, words.copiedBody, "success");
    } catch {
      toast(words.errorTitle, words.copyFailed, "error");
    }
  };
  return (
    <>
      <Group gap="xs">
        <Button component="a" href={feed.webcalUrl}>
          {words.subscribe}
        </Button>
        <Button
          component="a"
          href={googleCalendarLink(feed.webcalUrl)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
        >
          {words.google}
        </Button>
        <Button variant="default" onClick={() => void copy()}>
          {words.copy}
        </Button>
        <Button variant="subtle" color="red.8" onClick={() => setConfirming(true)}>
          {words.reset}
        </Button>
      </Group>
      <ConfirmDialog
        closeLabel={words.close}
        title={words.confirmTitle}
        opened={confirming}
        confirmLabel={words.reset}
        cancelLabel={words.keep}
        danger
        busy={resetting}
        onConfirm={confirmReset}
        onClose={() => setConfirming(false)}
      >
        {words.confirmBody}
      </ConfirmDialog>
    </>
  );
}
