import { Stack, Tabs } from "@mantine/core";
import { BookingDashboard } from "../bookings/admin/BookingDashboard";
import { MembershipsAttention } from "../memberships/admin/MembershipsAttention";
import { SessionManagement } from "../sessions/admin/SessionManagement";
import { TodayPanel } from "../sessions/admin/TodayPanel";
import { TrainingAttention } from "../training/admin/TrainingAttention";

/**
 * The admin home opens on her day; SPEC's two panels are a tap away under their names. Everything else has its own
 * page in the side navigation, so nothing here is a second way to reach it.
 */
export function AdminPanel() {
  return (
    <Tabs defaultValue="today" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="today">Today</Tabs.Tab>
        <Tabs.Tab value="bookings">Bookings Management</Tabs.Tab>
        <Tabs.Tab value="sessions">Session Management</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="today">
        {/* A failed membership renewal, or clients gone quiet, above her day, while there are any. */}
        <Stack gap="lg">
          <MembershipsAttention />
          <TrainingAttention />
          <TodayPanel />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="bookings">
        <BookingDashboard />
      </Tabs.Panel>
      <Tabs.Panel value="sessions">
        <SessionManagement />
      </Tabs.Panel>
    </Tabs>
  );
}
