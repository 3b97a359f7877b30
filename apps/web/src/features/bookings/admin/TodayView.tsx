import { Alert, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { errorMessage } from "../../../lib/trpc";
import { BookingRow } from "./BookingRow";
import { adminBookingsQuery } from "./booking-queries";

/** The bookings made today (Miami), newest first: the day's new clients at a glance. */
export function TodayView() {
  const [page, setPage] = useState(1);
  const today = useQuery(adminBookingsQuery(page > 1 ? { range: "today", page } : { range: "today" }));
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Booked today
      </Title>
      <QueryState
        query={today}
        label="Loading today's bookings"
        error={(error) => <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>}
      >
        {(list) =>
          list.items.length ? (
            <>
              {list.items.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
              <ListPager noun="bookings today" {...list} onPage={setPage} />
            </>
          ) : (
            <Text c="dimmed">No bookings today yet.</Text>
          )
        }
      </QueryState>
    </Stack>
  );
}
