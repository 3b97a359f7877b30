import { Alert, Anchor, Button, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import { trpc } from "../../lib/trpc";

/**
 * On My Sessions: until her health questionnaire is on file, a call to fill it in before her first session; then a
 * quiet line to update it. Its words are in the `portal` catalogue, which the page loads anyway.
 */
export function IntakePrompt() {
  const { t } = useT();
  const intake = useQuery(trpc.portal.intake.queryOptions(undefined, { staleTime: 0 }));
  if (!intake.data) return null;
  if (intake.data.intake) {
    return (
      <Text size="sm" c="dimmed">
        {t("portal.intake.onFile")}{" "}
        <Anchor component={SiteLink} href="/health-questionnaire" size="sm">
          {t("portal.intake.update")}
        </Anchor>
      </Text>
    );
  }
  return (
    <Alert color="plum" variant="light" radius="md" title={t("portal.intake.title")}>
      <Text size="sm" mb="sm">
        {t("portal.intake.body")}
      </Text>
      <Button component={SiteLink} href="/health-questionnaire" size="sm">
        {t("portal.intake.action")}
      </Button>
    </Alert>
  );
}
