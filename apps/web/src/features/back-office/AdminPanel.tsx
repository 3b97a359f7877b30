import { Tabs } from "@mantine/core";
import { BookingDashboard } from "../bookings/admin/BookingDashboard";
import { DiscountManager } from "../discounts/admin/DiscountManager";
import { RecipeModeration } from "../recipes/admin/RecipeModeration";
import { ReminderLog } from "../reminders/admin/ReminderLog";
import { SessionManagement } from "../sessions/admin/SessionManagement";
import { TestimonialManager } from "../testimonials/admin/TestimonialManager";

/** The admin home: every domain's admin screen as a tab. */
export function AdminPanel() {
  return (
    <Tabs defaultValue="bookings" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="bookings">Bookings Management</Tabs.Tab>
        <Tabs.Tab value="sessions">Session Management</Tabs.Tab>
        <Tabs.Tab value="reminders">Reminder Log</Tabs.Tab>
        <Tabs.Tab value="discounts">Discount Codes</Tabs.Tab>
        <Tabs.Tab value="testimonials">Testimonials</Tabs.Tab>
        <Tabs.Tab value="recipes">Recipes</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="bookings" pt="lg">
        <BookingDashboard />
      </Tabs.Panel>
      <Tabs.Panel value="sessions" pt="lg">
        <SessionManagement />
      </Tabs.Panel>
      <Tabs.Panel value="reminders" pt="lg">
        <ReminderLog />
      </Tabs.Panel>
      <Tabs.Panel value="discounts" pt="lg">
        <DiscountManager />
      </Tabs.Panel>
      <Tabs.Panel value="testimonials" pt="lg">
        <TestimonialManager />
      </Tabs.Panel>
      <Tabs.Panel value="recipes" pt="lg">
        <RecipeModeration />
      </Tabs.Panel>
    </Tabs>
  );
}
