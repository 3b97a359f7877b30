import { Center, Container, Loader, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { ClientGate } from "../../components/ClientGate";
import { usePageMeta } from "../../lib/page-meta";
import { StreakBanner } from "./StreakBanner";

/** Her entry form and history, behind the e-mail code: a visitor who has not verified never downloads them. */
const TrackerTabs = lazy(() => import("./TrackerTabs").then((module) => ({ default: module.TrackerTabs })));

export function ProgressTrackerPage() {
  usePageMeta("Fitness Progress Tracker", "Log your daily mood, energy and workouts, and keep your streak going.");
  return (
    <Container size="md" className="section">
      <Text className="eyebrow">Mood Tracker</Text>
      <Title order={1} mb="lg">
        Fitness Progress Tracker
      </Title>
      <ClientGate intro="Your log is private to you. Verify your e-mail once on this device to open it.">
        {(client) => (
          <>
            <StreakBanner userId={client.userId} />
            <Suspense
              fallback={
                <Center mih={120}>
                  <Loader aria-label="Loading your tracker" />
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
