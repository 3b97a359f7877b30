import { Alert, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/QueryState";
import { errorMessage } from "../../../lib/trpc";
import { AllBookings } from "./AllBookings";
import type { AdminBooking } from "./booking-filters";
import { adminBookingsQuery } from "./booking-queries";
import { CalendarView } from "./CalendarView";
import { Overview } from "./Overview";
import { TodayView } from "./TodayView";

/** Booking Management: Overview, Calendar, All Bookings and Today. */
export function BookingDashboard() {
  const bookings = useQuery(adminBookingsQuery());
  return (
    <QueryState
      query={bookings}
      label="Loading bookings"
      error={(error) => <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>}
    >
      {(list) => <BookingTabs bookings={list} />}
    </QueryState>
  );
}

function BookingTabs({ bookings }: { bookings: AdminBooking[] }) {
  return (
    <Tabs defaultValue="overview" variant="pills" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
        <Tabs.Tab value="all">All Bookings</Tabs.Tab>
        <Tabs.Tab value="today">Today</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview">
        <Overview />
      </Tabs.Panel>
      <Tabs.Panel value="calendar">
        <CalendarView />
      </Tabs.Panel>
      <Tabs.Panel value="all">
        <AllBookings bookings={bookings} />
      </Tabs.Panel>
      <Tabs.Panel value="today">
        <TodayView bookings={bookings} />
      </Tabs.Panel>
    </Tabs>
  );
}
