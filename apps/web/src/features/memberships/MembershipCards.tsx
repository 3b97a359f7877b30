import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import { formatMoney } from "@studio/i18n";
import type { MembershipChange } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n/use-t";
import { formatLongDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../lib/trpc";

export type MembershipOutput = RouterOutputs["portal"]["memberships"][number];

/** Where a membership stands, as its badge says it: a cancellation she asked for shows until it takes effect. */
function standing(membership: MembershipOutput): { badge: MessageId; colour: string } {
  if (membership.status === "cancelled") return { badge: "portal.membership.badge.ended", colour: "gray" };
  if (membership.endsAt) return { badge: "portal.membership.badge.ending", colour: "gold.8" };
  if (membership.status === "paused") return { badge: "portal.membership.badge.paused", colour: "gray" };
  if (membership.status === "past_due") return { badge: "portal.membership.badge.pastDue", colour: "red.8" };
  return { badge: "portal.membership.badge.active", colour: "green.9" };
}

/** The changes she may make now, in the order she reads them. */
function changesFor(membership: MembershipOutput): MembershipChange[] {
  if (membership.status === "cancelled") return [];
  if (membership.endsAt) return ["keep"];
  if (membership.status === "paused") return ["resume", "cancel"];
  if (membership.status === "past_due") return ["cancel"];
  return ["pause", "cancel"];
}

/** The toast each change is answered with. */
const DONE: Record<MembershipChange, MessageId> = {
  pause: "portal.membership.done.pause",
  resume: "portal.membership.done.resume",
  cancel: "portal.membership.done.cancel",
  keep: "portal.membership.done.keep",
};

/** Her memberships (lazy: only a member downloads them). */
export default function MembershipCards({ memberships }: { memberships: MembershipOutput[] }) {
  const { t } = useT();
  return (
    <Stack gap="md" component="section" aria-labelledby="memberships-title">
      <Title order={2} id="memberships-title" fz="h3">
        {t("portal.membership.title")}
      </Title>
      {memberships.map((membership) => (
        <MembershipCard key={membership.id} membership={membership} />
      ))}
    </Stack>
  );
}

function MembershipCard({ membership }: { membership: MembershipOutput }) {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  // The change she is asked to confirm (pause and cancel state their rule first); resume and keep act at once.
  const [asking, setAsking] = useState<"pause" | "cancel" | null>(null);
  const change = useMutation(
    trpc.portal.changeMembership.mutationOptions({
      onSuccess: (_changed, input) => {
        setAsking(null);
        toast(t(DONE[input.change]), "", "success");
        void queryClient.invalidateQueries({ queryKey: trpc.portal.memberships.queryKey() });
      },
      onError: (error) =>
        toast(t("portal.membership.failed"), errorMessage(error, t("portal.membership.failed")), "error"),
    }),
  );
  // Stripe's own page takes her card; she comes back to My Sessions.
  const card = useMutation(
    trpc.portal.membershipCardLink.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        toast(t("portal.membership.failed"), errorMessage(error, t("portal.membership.failed")), "error"),
    }),
  );
  const act = (next: MembershipChange) =>
    next === "pause" || next === "cancel" ? setAsking(next) : change.mutate({ id: membership.id, change: next });
  const date = (instant: Date | string | null) => (instant ? formatLongDate(new Date(instant), language) : "");
  const price = formatMoney(membership.amount, language);
  const { badge, colour } = standing(membership);

  return (
    <Card component="article" radius="lg" padding="xl" withBorder aria-label={membership.packageName}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={3} fz="xl">
            {membership.packageName}
          </Title>
          <Text size="sm" c="dimmed">
            {membership.unlimited
              ? t("portal.membership.termsUnlimited", { price })
              : t("portal.membership.terms", { price, count: membership.sessionsPerMonth })}
          </Text>
        </div>
        <Badge color={colour} radius="sm">
          {t(badge)}
        </Badge>
      </Group>
      <Text size="sm" mt="sm">
        {membership.status === "cancelled"
          ? t("portal.membership.ended", { date: date(membership.cancelledAt ?? membership.endsAt) })
          : membership.endsAt
            ? t("portal.membership.ending", { date: date(membership.endsAt) })
            : membership.status === "paused"
              ? t("portal.membership.paused", { date: date(membership.pausedAt) })
              : membership.status === "past_due"
                ? t(membership.cardUpdatable ? "portal.membership.pastDueCard" : "portal.membership.pastDue")
                : membership.unlimited
                  ? t("portal.membership.renewsUnlimited", { date: date(membership.currentPeriodEnd), price })
                  : t("portal.membership.renews", {
                      date: date(membership.currentPeriodEnd),
                      price,
                      count: membership.sessionsPerMonth,
                    })}
      </Text>
      {(changesFor(membership).length > 0 || membership.cardUpdatable) && (
        <Group gap="xs" mt="md">
          {membership.cardUpdatable && (
            <Button
              size="sm"
              variant={membership.status === "past_due" ? "filled" : "outline"}
              loading={card.isPending}
              onClick={() => card.mutate({ id: membership.id })}
            >
              {t("portal.membership.action.card")}
            </Button>
          )}
          {changesFor(membership).map((next) => (
            <Button
              key={next}
              size="sm"
              variant={next === "cancel" ? "subtle" : "outline"}
              color={next === "cancel" ? "red.8" : undefined}
              loading={change.isPending && change.variables?.change === next}
              onClick={() => act(next)}
            >
              {t(`portal.membership.action.${next}`)}
            </Button>
          ))}
        </Group>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t(
          asking === "cancel" ? "portal.membership.confirm.cancelTitle" : "portal.membership.confirm.pauseTitle",
        )}
        centered
        closeButtonProps={{ "aria-label": t("common.dialog.close") }}
      >
        <Text mb="lg">
          {asking === "cancel"
            ? t("portal.membership.confirm.cancel", { date: date(membership.currentPeriodEnd) })
            : t("portal.membership.confirm.pause")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)}>
            {t("portal.membership.confirm.back")}
          </Button>
          <Button
            color={asking === "cancel" ? "red.8" : undefined}
            loading={change.isPending}
            onClick={() => asking && change.mutate({ id: membership.id, change: asking })}
          >
            {t(asking === "cancel" ? "portal.membership.action.cancel" : "portal.membership.action.pause")}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
