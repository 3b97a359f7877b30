import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { downloadFile } from "../../../lib/download";
import { errorMessage } from "../../../lib/trpc";
import { BookingRow } from "./BookingRow";
import {
  type AdminBooking,
  bookingsCsv,
  filterBookings,
  type RangeFilter,
  type StatusFilter,
  statusFilterOptions,
} from "./booking-filters";
import { adminBookingsQuery } from "./booking-queries";

/**
 * Every booking, filtered. `bookings` is the dashboard's list, which leaves out the unpaid bookings the 30-minute
 * sweep released; asked to show them, the list is asked for again with them.
 */
export function AllBookings({ bookings }: { bookings: AdminBooking[] }) {
  const [status, setStatus] = useState<StatusFilter>("all");
  const [range, setRange] = useState<RangeFilter>("all");
  const [search, setSearch] = useState("");
  const [showReleased, setShowReleased] = useState(false);
  const withReleased = useQuery({ ...adminBookingsQuery(true), enabled: showReleased });
  const list = showReleased ? withReleased : { isPending: false, data: bookings };
  const shown = filterBookings(list.data ?? [], status, range, search);
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
      <Checkbox
        label="Show released unpaid bookings"
        description="Bookings left unpaid for 30 minutes are released, and hidden unless shown here."
        checked={showReleased}
        onChange={(event) => setShowReleased(event.currentTarget.checked)}
      />
      <QueryState
        query={list}
        label="Loading bookings"
        error={(error) => <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>}
      >
        {() =>
          shown.length ? (
            shown.map((booking) => <BookingRow key={booking.id} booking={booking} />)
          ) : (
            <Text c="dimmed">No bookings found matching your filters.</Text>
          )
        }
      </QueryState>
    </Stack>
  );
}
