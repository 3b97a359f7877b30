import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { MembershipChange } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { studioDate } from "@studio/validators/studio-time";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { sessionsLine } from "../../admin-shell/sessions-line";
import { membershipListKey } from "./membership-queries";

export type AdminMembership = RouterOutputs["admin"]["memberships"]["list"]["memberships"][number];

/** Miami's calendar day of an instant, with its year ("Jan 1, 2027") or without ("Jan 1"); made on first use. */
const dayFormats = new Map<boolean, Intl.DateTimeFormat>();
function miamiDay(instant: string, withYear: boolean) {
  let format = dayFormats.get(withYear);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: studio.timeZone,
      month: "short",
      day: "numeric",
      ...(withYear ? { year: "numeric" } : {}),
    });
    dayFormats.set(withYear, format);
  }
  return format.format(new Date(instant));
}

/** The day on a card: the year only when it is not this one. */
const day = (instant: string) =>
  miamiDay(instant, studioDate(new Date(instant)).slice(0, 4) !== studioDate(new Date()).slice(0, 4));
/** The day in a question: always with its year, as it is a promise. */
const fullDay = (instant: string) => miamiDay(instant, true);

/** Where a membership stands, in one word and colour. */
function standing(membership: AdminMembership): { label: string; color: string } {
  switch (membership.status) {
    case "incomplete":
      return { label: "Not paid", color: "gray.7" };
    case "cancelled":
      return { label: "Ended", color: "gray.7" };
    case "past_due":
      return { label: "Payment failed", color: "red.8" };
    case "paused":
      return { label: "Paused", color: "gold.8" };
    case "active":
      return membership.endsAt ? { label: "Ending", color: "plum" } : { label: "Active", color: "#1e6b34" };
  }
}

/** What she may do to it now: pause or resume, and cancel at the month's end or keep it after all. */
function changesFor(membership: AdminMembership): MembershipChange[] {
  const { status, endsAt } = membership;
  if (status === "incomplete" || status === "cancelled") return [];
  const changes: MembershipChange[] = [];
  if (status === "active") changes.push("pause");
  if (status === "paused") changes.push("resume");
  changes.push(endsAt ? "keep" : "cancel");
  return changes;
}

const buttonLabels: Record<MembershipChange, string> = {
  pause: "Pause",
  resume: "Resume",
  cancel: "Cancel at month end",
  keep: "Keep",
};

/** Each change's question, what it will do in full, and what is said once it is done. */
function wordsFor(change: MembershipChange, membership: AdminMembership) {
  const name = membership.clientName;
  const price = formatMoney(membership.amount);
  const sessions = membership.unlimited
    ? "unlimited sessions within your hours"
    : `${membership.sessionsPerMonth} ${membership.sessionsPerMonth === 1 ? "session" : "sessions"}`;
  const renewal = membership.currentPeriodEnd;
  switch (change) {
    case "pause":
      return {
        title: `Pause ${name}'s membership?`,
        body: `She is not charged and gets no new sessions until you resume it. The sessions she has stay hers.`,
        confirm: "Pause membership",
        done: ["Membership paused", `${name}'s membership is paused.`],
      };
    case "resume":
      return {
        title: `Resume ${name}'s membership?`,
        body: `She is charged ${price} a month again from her next renewal${renewal ? ` on ${fullDay(renewal)}` : ""}, with ${sessions} each month.${membership.endsAt ? ` It still ends on ${fullDay(membership.endsAt)}.` : ""}`,
        confirm: "Resume membership",
        done: ["Membership resumed", `${name}'s membership renews again.`],
      };
    case "cancel":
      return {
        title: `Cancel ${name}'s membership?`,
        body: renewal
          ? `It ends on ${fullDay(renewal)}; she is not charged again and keeps the sessions she has.`
          : "It ends now; she is not charged again and keeps the sessions she has.",
        confirm: "Cancel at month end",
        cancel: "Keep it",
        danger: true,
        done: ["Membership cancelled", renewal ? `${name}'s membership ends on ${fullDay(renewal)}.` : ""],
      };
    case "keep":
      return {
        title: `Keep ${name}'s membership?`,
        body: `It renews as before instead of ending${membership.endsAt ? ` on ${fullDay(membership.endsAt)}` : ""}: she is charged ${price} each month, with ${sessions}.`,
        confirm: "Keep membership",
        done: ["Membership kept", `${name}'s membership renews as before.`],
      };
  }
}

/** The dates that matter for where it stands: when it renews or ends, since when it is paused, what failed. */
function Dates({ membership }: { membership: AdminMembership }) {
  const { status, currentPeriodEnd, endsAt, pausedAt, paymentFailedAt, cancelledAt, createdAt } = membership;
  if (status === "incomplete")
    return (
      <Text size="sm" c="dimmed">
        Signed up {day(createdAt)}; the first month was never paid.
      </Text>
    );
  if (status === "cancelled")
    return (
      <Text size="sm" c="dimmed">
        Ended {day(cancelledAt ?? endsAt ?? createdAt)}
      </Text>
    );
  return (
    <Stack gap={2}>
      {status === "past_due" && (
        <Text size="sm" c="red.8" fw={600} data-testid="payment-failed">
          Payment failed{paymentFailedAt ? ` ${day(paymentFailedAt)}` : ""} — Stripe is retrying
        </Text>
      )}
      {status === "paused" && pausedAt && <Text size="sm">Paused since {day(pausedAt)}</Text>}
      {endsAt ? (
        <Text size="sm" fw={600}>
          Ends {day(endsAt)}
        </Text>
      ) : (
        status === "active" && currentPeriodEnd && <Text size="sm">Renews {day(currentPeriodEnd)}</Text>
      )}
    </Stack>
  );
}

interface Props {
  membership: AdminMembership;
  /** Her name, linking to her page: on the list of everyone's; left out on her own page. */
  showClient?: boolean;
}

/** One membership: whose, what it brings, where it stands, and what she may do to it, each asked first. */
export function MembershipCard({ membership, showClient = true }: Props) {
  const queryClient = useQueryClient();
  // The change asked about stays named while its dialog closes.
  const [asking, setAsking] = useState<{ change: MembershipChange; open: boolean } | null>(null);
  const change = useMutation(
    trpc.admin.memberships.change.mutationOptions({
      onSuccess: (_changed, { change: done }) => {
        const [title, message] = wordsFor(done, membership).done;
        toast(title ?? "Saved", message ?? "", "success");
        setAsking((was) => was && { ...was, open: false });
        void queryClient.invalidateQueries({ queryKey: membershipListKey() });
      },
      onError: (error) => toast("Error", errorMessage(error, "The membership could not be changed."), "error"),
    }),
  );
  const { label, color } = standing(membership);
  const words = asking ? wordsFor(asking.change, membership) : null;
  const sessions = sessionsLine({
    sessionCount: membership.sessionsPerMonth,
    billing: "monthly",
    unlimited: membership.unlimited,
  });
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={`${membership.clientName}, ${membership.packageName}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          {showClient ? (
            <Anchor
              renderRoot={(props) => <Link to="/admin/clients" search={{ email: membership.clientEmail }} {...props} />}
              fw={700}
              size="lg"
              lh={1.3}
              style={{ overflowWrap: "anywhere", minWidth: 0 }}
            >
              {membership.clientName}
            </Anchor>
          ) : (
            <Text fw={700}>{membership.packageName}</Text>
          )}
          <Badge color={color} radius="sm" mt={3} style={{ flexShrink: 0 }}>
            {label}
          </Badge>
        </Group>
        <Stack gap={0}>
          {showClient && <Text size="sm">{membership.packageName}</Text>}
          <Text size="sm" c="dimmed">
            {formatMoney(membership.amount)}/month · {sessions}
          </Text>
        </Stack>
        <Dates membership={membership} />
        {changesFor(membership).length > 0 && (
          <Group gap="xs" mt={4}>
            {changesFor(membership).map((one) => (
              <Button
                key={one}
                size="xs"
                variant="default"
                c={one === "cancel" ? "red.8" : undefined}
                onClick={() => setAsking({ change: one, open: true })}
              >
                {buttonLabels[one]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        title={words?.title ?? ""}
        opened={asking?.open ?? false}
        confirmLabel={words?.confirm ?? ""}
        cancelLabel={words?.cancel}
        danger={words?.danger}
        busy={change.isPending}
        onConfirm={() => asking && !change.isPending && change.mutate({ id: membership.id, change: asking.change })}
        onClose={() => setAsking((was) => was && { ...was, open: false })}
      >
        {words?.body}
      </ConfirmDialog>
    </Paper>
  );
}
