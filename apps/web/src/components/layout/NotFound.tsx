import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useNotFoundStatus, usePageMeta } from "../../lib/page-meta";
import { SiteLink } from "./SiteLink";

export function NotFound() {
  usePageMeta("404 Page Not Found", "The page you were looking for could not be found.");
  useNotFoundStatus();
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={700} c="plum.7" fz={64} lh={1} ff="heading" aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          404 Page Not Found
        </Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={SiteLink} href="/" mt="md">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
