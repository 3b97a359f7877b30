import { Alert, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { formatCount } from "../../../lib/count";
import { errorMessage } from "../../../lib/trpc";
import type { SetSearch } from "../../../lib/use-list-search";
import { BookingFilters } from "./BookingFilters";
import { BookingRow } from "./BookingRow";
import { adminBookingsQuery } from "./booking-queries";
import { type BookingSearch, bookingListInput } from "./booking-search";

/**
 * Every booking, a page at a time: the server filters, orders and counts them, so the browser holds one page
 * however long the history.
 */
export function AllBookings({ search, onSearch }: { search: BookingSearch; onSearch: SetSearch<BookingSearch> }) {
  const list = useQuery(adminBookingsQuery(bookingListInput(search)));
  const top = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="md" ref={top}>
      <BookingFilters search={search} onSearch={onSearch} matches={(list.data?.total ?? 0) > 0} />
      <QueryState
        query={list}
        label="Loading bookings"
        error={(error) => <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>}
      >
        {(page) => (
          <Stack gap="sm" aria-busy={list.isPlaceholderData}>
            {page.total > 0 && (
              <Text size="sm" c="dimmed" data-testid="bookings-found">
                {formatCount(page.total)} {page.total === 1 ? "booking" : "bookings"} found
              </Text>
            )}
            {page.items.length ? (
              page.items.map((booking) => <BookingRow key={booking.id} booking={booking} />)
            ) : (
              <Text c="dimmed">No bookings found matching your filters.</Text>
            )}
            <ListPager
              noun="bookings"
              {...page}
              onPage={(at) => {
                onSearch((current) => ({ ...current, page: at > 1 ? at : undefined }));
                top.current?.scrollIntoView({ block: "start" });
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
