import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../i18n/use-t";
import { useNotFoundStatus } from "../../lib/page-meta";
import { SiteLink } from "./SiteLink";

export function NotFound() {
  const { t } = useT();
  useNotFoundStatus();
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={700} c="plum.7" fz={64} lh={1} ff="heading" aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t("common.notFound.title")}
        </Title>
        <Text c="dimmed">{t("common.notFound.body")}</Text>
        <Button component={SiteLink} href="/" mt="md">
          {t("common.notFound.backHome")}
        </Button>
      </Stack>
    </Container>
  );
}
