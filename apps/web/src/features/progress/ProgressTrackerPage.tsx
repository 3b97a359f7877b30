import "@mantine/core/styles/Slider.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Tabs.css";
import { Alert, Container, Paper, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { ClientGate } from "../../components/ClientGate";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { ProgressEntryForm } from "./ProgressEntryForm";
import { ProgressHistory } from "./ProgressHistory";

export function ProgressTrackerPage() {
  usePageMeta("Fitness Progress Tracker", "Log your daily mood, energy and workouts, and keep your streak going.");
  return (
    <Container size="md" className="section">
      <Text className="eyebrow">Mood Tracker</Text>
      <Title order={1} mb="lg">
        Fitness Progress Tracker
      </Title>
      <ClientGate intro="Your log is private to you. Verify your e-mail once on this device to open it.">
        {(client) => <Tracker userId={client.userId} />}
      </ClientGate>
    </Container>
  );
}

function Tracker({ userId }: { userId: number }) {
  const streak = useQuery(trpc.progress.streak.queryOptions({ userId }, { staleTime: 0 }));
  const data = streak.data?.data;
  return (
    <>
      <Paper radius="lg" p="lg" mb="lg" className="section-tinted" data-testid="streak-banner">
        <Text fz={28} fw={700} ff="heading">
          {data ? `${data.emoji} ${data.streak}-day streak` : "Your streak"}
        </Text>
        <Text size="sm" c="dimmed">
          Log a day to keep it going. One missed day a week counts as a planned rest day and does not break your streak.
        </Text>
      </Paper>
      {streak.isError && <Alert color="red">Error loading your streak.</Alert>}
      <Tabs defaultValue="today" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="today">Today's Entry</Tabs.Tab>
          <Tabs.Tab value="history">Progress History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="today">
          <ProgressEntryForm userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <ProgressHistory userId={userId} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
