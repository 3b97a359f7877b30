import "@mantine/core/styles/List.css";
import { Alert, Container, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { BookingForm } from "./BookingForm";
import { useSessionTimesNote } from "./PackageNotes";

export function BookingPage({ packageId }: { packageId?: number }) {
  usePageMeta(
    "Book Your Training Session",
    "Book private gym or in-home personal training, an online program or a Workout of the Day with Carmen Reyes in Miami.",
  );
  const packages = useQuery(trpc.packages.list.queryOptions());
  const sessionTimes = useSessionTimesNote();

  return (
    <Container size="md" className="section">
      <Text className="eyebrow">Booking</Text>
      <Title order={1}>Book Your Training Session</Title>
      <Text c="dimmed" mt="sm" mb="xl">
        Choose your package and tell me a little about yourself. {sessionTimes}
      </Text>
      {packages.isError ? (
        <Alert color="red">Error loading packages. Please try again later.</Alert>
      ) : (
        // Drawn at once (and in the page's HTML): only the package list waits for the catalogue.
        <BookingForm packages={packages.data} initialPackageId={packageId} />
      )}
    </Container>
  );
}
