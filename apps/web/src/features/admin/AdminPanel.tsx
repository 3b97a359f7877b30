import { Button, Group, Tabs, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";

export function AdminPanel({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const logout = useMutation(
    trpc.admin.logout.mutationOptions({
      onSettled: () => queryClient.resetQueries({ queryKey: trpc.admin.me.queryKey() }),
    }),
  );

  return (
    <section>
      <Group justify="space-between" align="flex-end" mb="xl" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Admin Panel
          </Title>
          <Text c="dimmed" size="sm">
            Signed in as {username}
          </Text>
        </div>
        <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending}>
          Logout
        </Button>
      </Group>
      <Tabs defaultValue="bookings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="bookings">Bookings Management</Tabs.Tab>
          <Tabs.Tab value="sessions">Session Management</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bookings" pt="lg">
          <Text c="dimmed">Bookings, payments and revenue for the studio.</Text>
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="lg">
          <Text c="dimmed">Every client session, its date and its status.</Text>
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
