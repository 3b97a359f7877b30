import { Button, Group, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";

/** The heading of the open admin screen, who is signed in, and Logout. */
export function AdminHeader({ title, username }: { title: string; username: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const logout = useMutation(
    trpc.admin.logout.mutationOptions({
      // The session is forgotten, so the layout's beforeLoad asks the server again, and is told no one is in.
      onSettled: () => {
        queryClient.removeQueries({ queryKey: trpc.admin.me.queryKey() });
        return router.invalidate();
      },
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
