import { Center, Container, Loader, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useT } from "../../i18n/use-t";
import { ClientGate } from "../auth/ClientGate";
import type { TrainingSearch } from "./search";

/** Her day, history and the trainer's notes, behind the e-mail code: a visitor never downloads them. */
const TrainingTabs = lazy(() => import("./TrainingTabs").then((module) => ({ default: module.TrainingTabs })));

/** Her training between sessions: today's workout to log, her history, and the trainer's comments. */
export function TrainingPage({ search }: { search: TrainingSearch }) {
  const { t } = useT();
  return (
    <Container size="md" className="section">
      <Text className="eyebrow">{t("training.eyebrow")}</Text>
      <Title order={1} mb="lg">
        {t("training.title")}
      </Title>
      <ClientGate intro={t("training.signIn")}>
        {(client) => (
          <Suspense
            fallback={
              <Center mih={120}>
                <Loader aria-label={t("training.loading")} />
              </Center>
            }
          >
            <TrainingTabs userId={client.userId} search={search} />
          </Suspense>
        )}
      </ClientGate>
    </Container>
  );
}
