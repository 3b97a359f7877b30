import { Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { downloadFile } from "../../../lib/download";
import { BookingRow } from "./BookingRow";
import {
  type AdminBooking,
  bookingsCsv,
  filterBookings,
  type RangeFilter,
  type StatusFilter,
  statusFilterOptions,
} from "./booking-filters";

export function AllBookings({ bookings }: { bookings: AdminBooking[] }) {
  const [status, setStatus] = useState<StatusFilter>("all");
  const [range, setRange] = useState<RangeFilter>("all");
  const [search, setSearch] = useState("");
  const shown = filterBookings(bookings, status, range, search);
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
          data={statusFilterOptions}
        />
        <NativeSelect
          label="Date range"
          value={range}
          onChange={(event) => setRange(event.currentTarget.value as RangeFilter)}
          data={[
            { value: "all", label: "All time" },
            { value: "today", label: "Today" },
            { value: "7", label: "Last 7 days" },
            { value: "30", label: "Last 30 days" },
          ]}
        />
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Button
          variant="outline"
          onClick={() => downloadFile("bookings.csv", bookingsCsv(shown), "text/csv")}
          disabled={!shown.length}
        >
          Export CSV
        </Button>
      </Group>
      {shown.length ? (
        shown.map((booking) => <BookingRow key={booking.id} booking={booking} />)
      ) : (
        <Text c="dimmed">No bookings found matching your filters.</Text>
      )}
    </Stack>
  );
}
