import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatStudioDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../lib/trpc";
import { placeInLine } from "../sessions/WaitlistJoin";

type Entry = RouterOutputs["portal"]["myWaitlist"][number];

/** Her places in line for full hours, each with where she stands and any place offered to her. */
export function WaitlistList() {
  const lines = useQuery(trpc.portal.myWaitlist.queryOptions(undefined, { staleTime: 0 }));
  if (!lines.data?.length) return null;
  return (
    <Card radius="lg" padding="xl" withBorder component="section" aria-labelledby="waitlist-title">
      <Title order={2} fz="xl" id="waitlist-title" mb="xs">
        Waiting lists
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
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() });
  const leave = useMutation(
    trpc.portal.leaveWaitlist.mutationOptions({
      onSuccess: () => {
        toast("You left the waiting list", entry.when, "info");
        refresh();
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not leave the waiting list."), "error"),
    }),
  );
  const claim = useMutation(
    trpc.waitlist.claim.mutationOptions({
      onSuccess: (result) => {
        toast("Session booked", `${result.when}. A calendar invite is on its way.`, "success");
        refresh();
      },
      onError: (error) => {
        toast("Could not claim the place", errorMessage(error, "Please try again."), "error");
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
        <Text fw={600}>{entry.when}</Text>
        <Text size="sm" c="dimmed">
          Session {entry.sessionNumber} of {entry.packageName}
          {entry.autoBook ? " · booked automatically when a place opens" : ""}
        </Text>
        {offered && (
          <Text size="sm" c="gold.9" fw={600}>
            A place is yours to claim until {formatStudioDateTime(new Date(entry.offerExpiresAt as string))}
          </Text>
        )}
      </div>
      <Group gap="xs">
        <Badge color={offered ? "gold.8" : "plum.7"} radius="sm">
          {offered ? "Place offered" : `${placeInLine(entry.position)} in line`}
        </Badge>
        {offered && (
          <Button
            size="xs"
            loading={claim.isPending}
            onClick={() => !claim.isPending && claim.mutate({ entry: entry.id, token: entry.claimToken as string })}
          >
            Claim this place
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red.8"
          loading={leave.isPending}
          onClick={() => !leave.isPending && leave.mutate({ id: entry.id })}
          aria-label={`Leave the waiting list for ${entry.when}`}
        >
          Leave
        </Button>
      </Group>
    </Group>
  );
}
