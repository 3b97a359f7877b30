import { Stack, Text, Title } from "@mantine/core";
import { BookingRow } from "./BookingRow";
import { type AdminBooking, filterBookings } from "./booking-filters";

/** The bookings made today: the day's new clients at a glance. */
export function TodayView({ bookings }: { bookings: AdminBooking[] }) {
  const today = filterBookings(bookings, "all", "today", "");
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Booked today
      </Title>
      {today.length ? (
        today.map((booking) => <BookingRow key={booking.id} booking={booking} />)
      ) : (
        <Text c="dimmed">No bookings today yet.</Text>
      )}
    </Stack>
  );
}
