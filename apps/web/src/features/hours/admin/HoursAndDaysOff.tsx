import { Alert, Card, Grid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "../../../components/QueryState";
import { errorMessage } from "../../../lib/trpc";
import { ClosedDaySessions } from "./ClosedDaySessions";
import { ClosureForm } from "./ClosureForm";
import { ClosureList } from "./ClosureList";
import { closedDaySessionsQuery, closuresQuery, weeklyHoursQuery } from "./hours-queries";
import { WeeklyHoursEditor } from "./WeeklyHoursEditor";

const failed = (what: string) => (error: unknown) => (
  <Alert color="red">
    Could not load {what}: {errorMessage(error, "Unknown error")}
  </Alert>
);

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    // Visible overflow: a card clips its content by default, which would stop the save bar sticking in view.
    <Card
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={id}
      style={{ overflow: "visible" }}
    >
      <Title order={2} fz="xl" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intro}
      </Text>
      {children}
    </Card>
  );
}

/** The trainer's hours: the weekly template per kind of session, her days off, and the bookings they left behind. */
export function HoursAndDaysOff() {
  const weekly = useQuery(weeklyHoursQuery());
  const closures = useQuery(closuresQuery());
  const onClosedDays = useQuery(closedDaySessionsQuery());
  return (
    <Stack gap="lg">
      <QueryState
        query={onClosedDays}
        place="inline"
        label="Loading sessions on closed days"
        error={failed("the sessions on closed days")}
      >
        {(sessions) => <ClosedDaySessions sessions={sessions} />}
      </QueryState>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Section id="weekly-hours" title="Weekly hours" intro="The hours clients can book, week after week.">
            <QueryState query={weekly} label="Loading the weekly hours" error={failed("the weekly hours")}>
              {(templates) => <WeeklyHoursEditor templates={templates} />}
            </QueryState>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Section
            id="days-off"
            title="Days off"
            intro="Holidays and time away: clients see the reason and cannot book those days."
          >
            <Stack gap="lg">
              <ClosureForm />
              <QueryState query={closures} label="Loading the closures" error={failed("the closures")}>
                {(list) => <ClosureList closures={list} />}
              </QueryState>
            </Stack>
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
