import { Button, Group, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Outlet, useMatches } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";
import { AdminGate } from "./AdminGate";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The heading an admin screen shows under the shared header. */
    adminTitle?: string;
    /** The browser tab's title, when it is shorter than the heading. */
    adminPageTitle?: string;
  }
}

/** Every admin screen: the sign-in while there is no admin session, otherwise the shared header and the screen. */
export function AdminLayout() {
  const title = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.adminTitle) });
  const heading = title?.staticData.adminTitle ?? "Admin";
  return (
    <AdminGate title={title?.staticData.adminPageTitle ?? heading}>
      {(username) => (
        <>
          <AdminHeader title={heading} username={username} />
          <Outlet />
        </>
      )}
    </AdminGate>
  );
}

function AdminHeader({ title, username }: { title: string; username: string }) {
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
