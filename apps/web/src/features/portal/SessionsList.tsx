import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { SiteLink } from "../../components/layout/SiteLink";
import { formatDate, formatTime } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";
import { categoryTitle } from "../home/services/catalog";

type PortalPackage = RouterOutputs["portal"]["mySessions"]["sessions"][number];

const statusColors: Record<string, string> = {
  pending: "gray.7",
  scheduled: "plum.7",
  completed: "#1e6b34",
  cancelled: "red.8",
  postponed: "gold.8",
};

export function SessionsList({ packages }: { packages: PortalPackage[] }) {
  if (!packages.length) {
    return (
      <Card radius="lg" padding="xl" withBorder>
        <Title order={2} fz="xl">
          No Sessions Found
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          You have no sessions booked.
        </Text>
        <Button component={SiteLink} href="/booking" w="fit-content">
          Book a Session
        </Button>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      {packages.map((pkg) => (
        <Card key={pkg.bookingId} radius="lg" padding="xl" withBorder component="article" aria-label={pkg.packageName}>
          <Group justify="space-between" align="flex-start" mb="md">
            <div>
              <Title order={2} fz="xl">
                {pkg.packageName}
              </Title>
              <Text size="sm" c="dimmed">
                Booked {formatDate(pkg.createdAt)} · {categoryTitle(pkg.location)} · ${pkg.amount}
              </Text>
            </div>
            <Badge variant="light" color="plum">
              {pkg.sessions.length} {pkg.sessions.length === 1 ? "session" : "sessions"}
            </Badge>
          </Group>
          <Stack gap={0}>
            {pkg.sessions.map((session) => (
              <Group
                key={session.id}
                justify="space-between"
                py="sm"
                style={{ borderTop: "1px solid var(--mantine-color-plum-1)" }}
                data-testid="session-row"
              >
                <Text fw={600}>Session {session.sessionNumber}</Text>
                <Text size="sm" c={session.date ? undefined : "dimmed"}>
                  {session.date && session.time
                    ? `${formatDate(`${session.date}T12:00:00`)} at ${formatTime(session.time)}`
                    : "Not scheduled yet"}
                </Text>
                <Badge color={statusColors[session.status] ?? "gray.7"} radius="sm">
                  {session.status}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
