import { Alert, Center, Loader, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorMessage, trpc } from "../../../lib/trpc";
import { AllBookings } from "./AllBookings";
import { CalendarView } from "./CalendarView";
import { Overview } from "./Overview";
import { TodayView } from "./TodayView";

/** Booking Management: Overview, Calendar, All Bookings and Today. */
export function BookingDashboard() {
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions(undefined, { staleTime: 0 }));
  if (bookings.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading bookings" />
      </Center>
    );
  }
  if (bookings.isError) return <Alert color="red">{errorMessage(bookings.error, "Failed to fetch bookings")}</Alert>;
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
        <AllBookings bookings={bookings.data} />
      </Tabs.Panel>
      <Tabs.Panel value="today">
        <TodayView bookings={bookings.data} />
      </Tabs.Panel>
    </Tabs>
  );
}
