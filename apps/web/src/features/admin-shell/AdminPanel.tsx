import { Button, Group, Tabs, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import { BookingDashboard } from "./bookings/BookingDashboard";
import { DiscountManager } from "./discounts/DiscountManager";
import { RecipeModeration } from "./recipes/RecipeModeration";
import { ReminderLog } from "./sessions/ReminderLog";
import { SessionManagement } from "./sessions/SessionManagement";
import { TestimonialManager } from "./testimonials/TestimonialManager";

export function AdminHeader({ title, username }: { title: string; username: string }) {
  const queryClient = useQueryClient();
  const logout = useMutation(
    trpc.admin.logout.mutationOptions({
      onSettled: () => queryClient.resetQueries({ queryKey: trpc.admin.me.queryKey() }),
    }),
  );
  return (
    <Group justify="space-between" align="flex-end" mb="xl" wrap="wrap">
      <div>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          Signed in as {username}
        </Text>
      </div>
      <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending}>
        Logout
      </Button>
    </Group>
  );
}

export function AdminPanel({ username }: { username: string }) {
  return (
    <section>
      <AdminHeader title="Admin Panel" username={username} />
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
    </section>
  );
}
