import { Anchor, Paper, Stack, Text } from "@mantine/core";
import { QUIET_DAYS } from "@studio/validators/kinds";
import { daysBetween, studioDate } from "@studio/validators/studio-time";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { errorMessage } from "../../../lib/trpc";
import { type QuietClient, quietQuery } from "./queries";
import classes from "./TrainingAdmin.module.css";

/** Clients with a plan in progress who have logged nothing for a week, longest quiet first. */
export function QuietClients() {
  const [page, setPage] = useState(1);
  const list = useQuery(quietQuery(page));
  const today = studioDate(new Date());
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Clients with a plan in progress who have not logged a workout in {QUIET_DAYS} days or more. A word from you may
        be all it takes.
      </Text>
      <QueryState
        query={list}
        label="Loading quiet clients"
        error={(error) => <Text c="red.8">{errorMessage(error, "Could not load the quiet clients")}</Text>}
      >
        {(found) => (
          <Stack gap="sm" aria-busy={list.isFetching}>
            {found.items.length ? (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Quiet clients">
                {found.items.map((client) => (
                  <QuietRow key={client.userId} client={client} today={today} />
                ))}
              </Stack>
            ) : (
              <Text c="dimmed">Everyone with a plan has logged a workout this week.</Text>
            )}
            <ListPager noun="quiet clients" {...found} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function QuietRow({ client, today }: { client: QuietClient; today: string }) {
  const since = client.lastLoggedDay ?? client.planStartedOn;
  const days = daysBetween(since, today);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={client.name ?? client.email}>
      <Stack gap={2}>
        <Anchor
          renderRoot={(props) => <Link to="/admin/clients" search={{ email: client.email }} {...props} />}
          fw={700}
          className={classes.wrap}
        >
          {client.name ?? client.email}
        </Anchor>
        {client.name && (
          <Text size="xs" c="dimmed" className={classes.wrap}>
            {client.email}
          </Text>
        )}
        <Text size="sm">
          {client.lastLoggedDay
            ? `Last logged ${formatDate(client.lastLoggedDay)}, ${days} days ago`
            : `Nothing logged since her plan started ${formatDate(client.planStartedOn)} (${days} days)`}
        </Text>
        <Text size="xs" c="dimmed" className={classes.wrap}>
          Plan: {client.planTitle}
        </Text>
      </Stack>
    </Paper>
  );
}
