import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Tabs.css";
import { Alert, Center, Container, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { usePageMeta } from "../../lib/page-meta";
import { errorMessage, isUnauthorized, trpc } from "../../lib/trpc";
import { AdminLogin } from "./AdminLogin";
import { AdminPanel } from "./AdminPanel";

/** The server decides who is admin: the screen only asks it, and shows the login when it says no. */
export function AdminPage() {
  usePageMeta("Admin", "Studio administration.");
  const me = useQuery(trpc.admin.me.queryOptions(undefined, { staleTime: 0 }));

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }} mih="60vh">
      {me.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : me.isError && isUnauthorized(me.error) ? (
        <AdminLogin />
      ) : me.isError ? (
        <Alert color="red">{errorMessage(me.error, "Could not reach the server. Please try again.")}</Alert>
      ) : (
        <AdminPanel username={me.data.username} />
      )}
    </Container>
  );
}
