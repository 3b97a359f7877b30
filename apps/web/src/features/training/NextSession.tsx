import { Anchor, Group, Paper, Text } from "@mantine/core";
import { miamiInstant } from "@studio/validators/studio-time";
import { useQuery } from "@tanstack/react-query";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import { formatStudioDateTime } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";

type Packages = RouterOutputs["portal"]["mySessions"]["sessions"];

/** Her next booked session of all her packages, from My Sessions' own answer. */
function nextSession(packages: Packages, now: number): Date | null {
  let next: Date | null = null;
  for (const pack of packages)
    for (const session of pack.sessions) {
      if (session.status !== "scheduled" || !session.date || !session.time) continue;
      const startsAt = miamiInstant(session.date, session.time);
      if (startsAt.getTime() > now && (!next || startsAt < next)) next = startsAt;
    }
  return next;
}

/** "Next session: Tue, Nov 24, 10:00 AM", or the way to book one. */
export function NextSession() {
  const { t, language } = useT();
  const mine = useQuery(trpc.portal.mySessions.queryOptions(undefined, { staleTime: 60_000 }));
  if (!mine.data) return null;
  const next = nextSession(mine.data.sessions, Date.now());
  return (
    <Paper radius="lg" p="md" className="section-tinted">
      <Group justify="space-between" gap="xs">
        <div>
          <Text size="xs" tt="uppercase" fw={600} c="plum.7" style={{ letterSpacing: "0.06em" }}>
            {t("training.next.label")}
          </Text>
          <Text fw={600}>{next ? formatStudioDateTime(next, language) : t("training.next.none")}</Text>
        </div>
        <Anchor component={SiteLink} href={next ? "/my-bookings" : "/booking"} size="sm" fw={600}>
          {next ? t("training.next.open") : t("training.next.book")}
        </Anchor>
      </Group>
    </Paper>
  );
}
