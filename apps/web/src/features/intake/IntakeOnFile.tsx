import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../i18n/use-t";
import { formatDate } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";

/** Her questionnaire as it arrives (its instants as ISO text). */
export type Intake = NonNullable<RouterOutputs["portal"]["intake"]["intake"]>;

/** What she sees once her questionnaire is saved: when she signed it, what it asks of her, and a way to update it. */
export function IntakeOnFile({ intake, onEdit }: { intake: Intake; onEdit: () => void }) {
  const { t, language } = useT();
  return (
    <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t("intake.done.title")}
        </Title>
        <Text>{t("intake.done.body", { name: intake.signedName, date: formatDate(intake.signedAt, language) })}</Text>
        {intake.needsClearance && (
          <Alert color="orange" variant="light" radius="md">
            {t("intake.done.clearance")}
          </Alert>
        )}
        <Button variant="outline" onClick={onEdit} w="fit-content">
          {t("intake.done.edit")}
        </Button>
      </Stack>
    </Paper>
  );
}
