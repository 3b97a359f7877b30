import { Group, Tabs } from "@mantine/core";
import { type SetSearch, useListSearch } from "../../../lib/use-list-search";
import { NewSaleButton } from "../../sales/admin/NewSale";
import { AllBookings } from "./AllBookings";
import { type BookingSearch, DASHBOARD_TABS, type DashboardTab, readBookingSearch } from "./booking-search";
import { CalendarView } from "./CalendarView";
import { Overview } from "./Overview";
import { TodayView } from "./TodayView";

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab === value);

/**
 * Booking Management: Overview, Calendar, All Bookings and Today. Each tab asks for what it shows; the open tab and
 * the list's filters are kept in the address.
 */
export function BookingDashboard() {
  const [search, setSearch] = useListSearch("/admin/bookings", readBookingSearch);
  return <BookingTabs search={search} onSearch={setSearch} />;
}

function BookingTabs({ search, onSearch }: { search: BookingSearch; onSearch: SetSearch<BookingSearch> }) {
  return (
    <Tabs
      value={search.tab ?? "overview"}
      onChange={(tab) => {
        // Another tab keeps the list's filters, so coming back finds them as they were.
        if (isTab(tab)) onSearch((current) => ({ ...current, tab: tab === "overview" ? undefined : tab }));
      }}
      variant="pills"
      keepMounted={false}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="lg">
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
          <Tabs.Tab value="all">All Bookings</Tabs.Tab>
          <Tabs.Tab value="today">Booked Today</Tabs.Tab>
        </Tabs.List>
        <NewSaleButton />
      </Group>
      <Tabs.Panel value="overview">
        <Overview />
      </Tabs.Panel>
      <Tabs.Panel value="calendar">
        <CalendarView />
      </Tabs.Panel>
      <Tabs.Panel value="all">
        <AllBookings search={search} onSearch={onSearch} />
      </Tabs.Panel>
      <Tabs.Panel value="today">
        <TodayView />
      </Tabs.Panel>
    </Tabs>
  );
}
