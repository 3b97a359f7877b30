import { Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { ClientSummary } from "@studio/validators";
import { formatDate, formatStudioDateTime } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";

/** A client as the browser receives her summary (dates as text). */
export type ClientRow = RouterOutputs["admin"]["clients"]["list"]["clients"][number];

/**
 * Sessions still to book, over every package she holds that is booked into the studio's hours; an unlimited month's
 * days are no count (they lapse with it).
 */
export const sessionsLeft = (client: Pick<ClientSummary, "packages">) =>
  client.packages.reduce((sum, item) => sum + (item.sessionType && !item.unlimited ? item.left : 0), 0);

/** She holds an unlimited month with days still to book. */
const unlimitedNow = (client: Pick<ClientSummary, "packages">) =>
  client.packages.some((item) => item.unlimited && item.sessionType && item.left > 0);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: "0.04em" }}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** Her four figures at a glance: what is left to book, what is next, when she last came, what she paid. */
export function ClientFigures({ client }: { client: ClientRow }) {
  const left = sessionsLeft(client);
  const counted = `${left} ${left === 1 ? "session" : "sessions"}`;
  const toBook = unlimitedNow(client) ? (left ? `${counted} + unlimited` : "Unlimited, one a day") : counted;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
      <Figure label="To book" value={toBook} />
      <Figure
        label="Next session"
        value={client.nextSession ? formatStudioDateTime(new Date(client.nextSession)) : "None booked"}
      />
      <Figure label="Last visit" value={client.lastVisit ? formatDate(client.lastVisit) : "No visit yet"} />
      <Figure label="Total paid" value={formatMoney(client.totalPaid)} />
    </SimpleGrid>
  );
}

/** Verified e-mail and tracker, as badges beside her name. */
export function ClientBadges({ client }: { client: Pick<ClientRow, "verified" | "tracker"> }) {
  if (!client.verified && !client.tracker) return null;
  return (
    <Group gap={6}>
      {client.verified && (
        <Badge color="#1e6b34" variant="outline" radius="sm">
          Verified e-mail
        </Badge>
      )}
      {client.tracker && (
        <Badge color="plum" variant="outline" radius="sm">
          Uses the tracker
        </Badge>
      )}
    </Group>
  );
}

/**
 * "12 Gym Sessions: 10 to train · 3 booked · 7 to book · 1 done" for each package she bought: the words of her own
 * My Sessions, so the trainer and her client read a pack the same way.
 */
export function PackageCounts({ client }: { client: Pick<ClientRow, "packages"> }) {
  if (!client.packages.length)
    return (
      <Text size="sm" c="dimmed">
        No paid packages yet.
      </Text>
    );
  return (
    <Stack gap={2}>
      {client.packages.map((item) => (
        <Text size="sm" key={item.bookingId}>
          <Text span fw={600}>
            {item.packageName}:
          </Text>{" "}
          {item.sessionType && item.unlimited
            ? [
                `${item.scheduled} booked`,
                item.left ? "unlimited this month, one a day" : "no days left to book",
                ...(item.used ? [`${item.used} done`] : []),
              ].join(" · ")
            : item.sessionType
              ? [
                  `${item.scheduled + item.left} to train`,
                  `${item.scheduled} booked`,
                  `${item.left} to book`,
                  ...(item.used ? [`${item.used} done`] : []),
                  ...(item.cancelled ? [`${item.cancelled} forfeited or cancelled`] : []),
                ].join(" · ")
              : "online, nothing to book"}
        </Text>
      ))}
    </Stack>
  );
}
