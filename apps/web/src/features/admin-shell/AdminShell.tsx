import {
  AppShell,
  Burger,
  Button,
  Container,
  Group,
  NavLink,
  type NavLinkProps,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createLink, Outlet, useRouter } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { trpc } from "../../lib/trpc";
import { adminPalette } from "./AdminFrame";
import classes from "./AdminShell.module.css";
import { adminNav } from "./admin-nav";
import { useAdminTitle } from "./admin-title";

// Mantine's NavLink drawn as an anchor, so the router's link can drive it (active state, client-side navigation).
const AnchorNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>>(
  (props, ref) => <NavLink component="a" ref={ref} {...props} />,
);
const RouterNavLink = createLink(AnchorNavLink);

/**
 * The trainer's back office: its own frame, not the marketing site's. Side navigation on a laptop, a menu behind
 * the burger on a phone; the open section's heading over its screen.
 */
export function AdminShell({ username }: { username: string }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the md breakpoint the navigation is a menu: closed, it is out of reach of the keyboard and screen readers.
  const menuHidden = (useMediaQuery("(max-width: 61.99em)") ?? false) && !opened;
  const { heading } = useAdminTitle();
  return (
    <AppShell
      className={adminPalette}
      header={{ height: 60 }}
      navbar={{ width: 232, breakpoint: "md", collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <Burger
          opened={opened}
          onClick={toggle}
          hiddenFrom="md"
          size="sm"
          aria-label={opened ? "Close menu" : "Open menu"}
          aria-expanded={opened}
          aria-controls="admin-navigation"
        />
        <a href="/admin" className={classes.brand}>
          Carmen Reyes<span className={classes.brandTag}>Studio</span>
        </a>
        <Group gap="xs" ml="auto" wrap="nowrap">
          <Button component="a" href="/" variant="subtle" size="compact-sm" visibleFrom="sm">
            View site
          </Button>
          <LogoutButton />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="admin-navigation"
        className={classes.navbar}
        p="sm"
        inert={menuHidden}
        style={menuHidden ? { visibility: "hidden" } : undefined}
      >
        <Stack gap={2} component="nav" aria-label="Admin sections">
          {adminNav.map((item) => (
            <RouterNavLink
              key={item.to}
              to={item.to}
              label={item.label}
              className={classes.link}
              activeOptions={{ exact: item.exact ?? false }}
              onClick={close}
            />
          ))}
        </Stack>
        <Stack gap={4} mt="auto" pt="md">
          <Button component="a" href="/" variant="subtle" size="compact-sm" hiddenFrom="sm" w="fit-content">
            View site
          </Button>
          <Text size="xs" c="dimmed">
            Signed in as {username}
          </Text>
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <Container size="xl" py={{ base: "lg", sm: "xl" }} px={{ base: "md", sm: "xl" }}>
          <Title order={1} fz={{ base: 26, sm: 32 }} mb={{ base: "md", sm: "lg" }}>
            {heading}
          </Title>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

function LogoutButton() {
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
    <Button variant="outline" size="compact-sm" onClick={() => logout.mutate()} loading={logout.isPending}>
      Logout
    </Button>
  );
}
