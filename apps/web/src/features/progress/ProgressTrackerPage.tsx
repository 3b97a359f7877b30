import { Center, Container, Loader, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useT } from "../../i18n/use-t";
import { ClientGate } from "../auth/ClientGate";
import { StreakBanner } from "./StreakBanner";

/** Her entry form and history, behind the e-mail code: a visitor who has not verified never downloads them. */
const TrackerTabs = lazy(() => import("./TrackerTabs").then((module) => ({ default: module.TrackerTabs })));

export function ProgressTrackerPage() {
  const { t } = useT();
  return (
    <Container size="md" className="section">
      <Text className="eyebrow">{t("tracker.eyebrow")}</Text>
      <Title order={1} mb="lg">
        {t("tracker.title")}
      </Title>
      <ClientGate intro={t("tracker.intro")}>
        {(client) => (
          <>
            <StreakBanner userId={client.userId} />
            <Suspense
              fallback={
                <Center mih={120}>
                  <Loader aria-label={t("tracker.loading")} />
                </Center>
              }
            >
              <TrackerTabs userId={client.userId} />
            </Suspense>
          </>
        )}
      </ClientGate>
    </Container>
  );
}
