import { Alert, Card, Grid, Stack, Text, Title } from "@mantine/core";
import type { ClosedDaySession, TwoPlacesSession } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "../../../components/QueryState";
import { errorMessage } from "../../../lib/trpc";
import { TrainerFeedCard } from "../../calendar/admin/TrainerFeedCard";
import { AgendaTimeForm } from "./AgendaTimeForm";
import { ClosureForm } from "./ClosureForm";
import { ClosureList } from "./ClosureList";
import {
  closedDaySessionsQuery,
  closuresQuery,
  daySettingsQuery,
  twoPlacesSessionsQuery,
  weeklyHoursQuery,
} from "./hours-queries";
import { SessionsToResolve, sessionWhen } from "./SessionsToResolve";
import { TravelTimeForm } from "./TravelTimeForm";
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

const onClosedDay = (sessions: ClosedDaySession[]) =>
  sessions.map((session) => ({ ...session, cause: session.closure.reason }));

/** "Also Mon, Nov 30 at 5:00 PM: Ana López at her home, 3300 Grand Ave" */
const inTwoPlaces = (sessions: TwoPlacesSession[]) =>
  sessions.map((session) => {
    const other = session.clashesWith;
    const where =
      other.sessionType === "gym" ? "at the gym" : `at her home${other.address ? `, ${other.address}` : ""}`;
    return { ...session, cause: `Clashes with ${other.clientName} ${where}, ${sessionWhen(other)}` };
  });

/**
 * The trainer's hours: the weekly template per kind of session, her travel time between places, her morning agenda's
 * time, her own calendar feed, her days off, and the bookings left to resolve (on a day she closed, or putting her in
 * two places).
 */
export function HoursAndDaysOff() {
  const weekly = useQuery(weeklyHoursQuery());
  const closures = useQuery(closuresQuery());
  const onClosedDays = useQuery(closedDaySessionsQuery());
  const twoPlaces = useQuery(twoPlacesSessionsQuery());
  const daySettings = useQuery(daySettingsQuery());
  return (
    <Stack gap="lg">
      <QueryState
        query={twoPlaces}
        place="inline"
        label="Loading sessions in two places"
        error={failed("the sessions that put you in two places")}
      >
        {(sessions) => (
          <SessionsToResolve
            id="two-places-sessions"
            title={(count) => `${count} ${count === 1 ? "session puts" : "sessions put"} you in two places`}
            intro="Booked before your travel time was set, or changed: you cannot be at both, or have too little time to get from one to the other. Move one of each pair, or cancel it and give the session back to her package. She is e-mailed either way."
            sessions={inTwoPlaces(sessions)}
          />
        )}
      </QueryState>
      <QueryState
        query={onClosedDays}
        place="inline"
        label="Loading sessions on closed days"
        error={failed("the sessions on closed days")}
      >
        {(sessions) => (
          <SessionsToResolve
            id="closed-day-sessions"
            title={(count) => `${count} ${count === 1 ? "session" : "sessions"} booked on closed days`}
            intro="These clients booked before the day was closed. Move each one to another time, or cancel it and give the session back to her package. She is e-mailed either way."
            sessions={onClosedDay(sessions)}
          />
        )}
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
          <Stack gap="lg">
            <Section
              id="travel-time"
              title="Travel time"
              intro="You are in one place at a time: an in-home hour is yours and that client's alone, and clients cannot book you anywhere else without this time to get there."
            >
              <QueryState query={daySettings} label="Loading the travel time" error={failed("the travel time")}>
                {(settings) => <TravelTimeForm settings={settings} />}
              </QueryState>
            </Section>
            <Section
              id="morning-agenda"
              title="Morning agenda"
              intro="Your day by e-mail at the time you choose: each session in order with where, the client's phone and notes, and how many sessions tomorrow holds."
            >
              <QueryState query={daySettings} label="Loading the agenda time" error={failed("the agenda time")}>
                {(settings) => <AgendaTimeForm settings={settings} />}
              </QueryState>
            </Section>
            <Section
              id="your-calendar"
              title="Your calendar"
              intro="Every client's sessions in your phone's calendar, by name and place, kept up to date. The link is private: anyone who has it sees your clients' names, addresses and phones."
            >
              <TrainerFeedCard />
            </Section>
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
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
