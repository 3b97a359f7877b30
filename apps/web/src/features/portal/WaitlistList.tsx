import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useT } from "../../i18n/use-t";
import { formatStudioDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../lib/trpc";
import { sessionWhen } from "../sessions/session-words";

type Entry = RouterOutputs["portal"]["myWaitlist"][number];

/** Her places in line for full hours, each with where she stands and any place offered to her. */
export function WaitlistList() {
  const { t } = useT();
  const lines = useQuery(trpc.portal.myWaitlist.queryOptions(undefined, { staleTime: 0 }));
  if (!lines.data?.length) return null;
  return (
    <Card radius="lg" padding="xl" withBorder component="section" aria-labelledby="waitlist-title">
      <Title order={2} fz="xl" id="waitlist-title" mb="xs">
        {t("portal.waitlist.title")}
      </Title>
      <Stack gap={0}>
        {lines.data.map((entry) => (
          <WaitlistRow key={entry.id} entry={entry} />
        ))}
      </Stack>
    </Card>
  );
}

function WaitlistRow({ entry }: { entry: Entry }) {
  const { t, language } = useT();
  const when = sessionWhen(language, entry);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() });
  const leave = useMutation(
    trpc.portal.leaveWaitlist.mutationOptions({
      onSuccess: () => {
        toast(t("portal.waitlist.left.title"), when, "info");
        refresh();
      },
      onError: (error) =>
        toast(t("portal.error.title"), errorMessage(error, t("portal.waitlist.leaveFailed")), "error"),
    }),
  );
  const claim = useMutation(
    trpc.waitlist.claim.mutationOptions({
      onSuccess: (result) => {
        toast(t("portal.booked.title"), t("portal.booked.body", { when: sessionWhen(language, result) }), "success");
        refresh();
      },
      onError: (error) => {
        toast(t("portal.waitlist.claimFailed"), errorMessage(error, t("portal.tryAgain")), "error");
        refresh();
      },
    }),
  );
  const offered = entry.status === "offered" && entry.offerExpiresAt && entry.claimToken;
  return (
    <Group
      justify="space-between"
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-plum-1)" }}
      data-testid="waitlist-row"
    >
      <div style={{ flex: "1 1 14rem" }}>
        <Text fw={600}>{when}</Text>
        <Text size="sm" c="dimmed">
          {t(entry.autoBook ? "portal.waitlist.aboutAuto" : "portal.waitlist.about", {
            number: entry.sessionNumber,
            package: entry.packageName,
          })}
        </Text>
        {offered && (
          <Text size="sm" c="gold.9" fw={600}>
            {t("portal.waitlist.offeredUntil", {
              deadline: formatStudioDateTime(new Date(entry.offerExpiresAt as string), language),
            })}
          </Text>
        )}
      </div>
      <Group gap="xs">
        <Badge color={offered ? "gold.8" : "plum.7"} radius="sm">
          {offered ? t("portal.waitlist.offered") : t("portal.waitlist.position", { position: entry.position })}
        </Badge>
        {offered && (
          <Button
            size="xs"
            loading={claim.isPending}
            onClick={() => !claim.isPending && claim.mutate({ entry: entry.id, token: entry.claimToken as string })}
          >
            {t("portal.waitlist.claim")}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red.8"
          loading={leave.isPending}
          onClick={() => !leave.isPending && leave.mutate({ id: entry.id })}
          aria-label={t("portal.waitlist.leaveLabel", { when })}
        >
          {t("portal.waitlist.leave")}
        </Button>
      </Group>
    </Group>
  );
}
