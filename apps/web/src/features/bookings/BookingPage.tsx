import { Container, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Note } from "../../components/Note";
import { useT } from "../../i18n/use-t";
import { packageListQuery } from "../catalogue/queries";
import { BookingForm } from "./BookingForm";
import { useSessionTimesNote } from "./PackageNotes";

export function BookingPage({ packageId }: { packageId?: number }) {
  const { t, language } = useT();
  const packages = useQuery(packageListQuery(language));
  const sessionTimes = useSessionTimesNote();

  return (
    <Container size="md" className="section">
      <Text className="eyebrow">{t("booking.eyebrow")}</Text>
      <Title order={1}>{t("booking.title")}</Title>
      <Text c="dimmed" mt="sm" mb="xl">
        {t("booking.intro", { sessionTimes })}
      </Text>
      {packages.isError ? (
        <Note tone="red" role="alert">
          {t("booking.loadError")}
        </Note>
      ) : (
        // Drawn at once (and in the page's HTML): only the package list waits for the catalogue.
        <BookingForm packages={packages.data} initialPackageId={packageId} />
      )}
    </Container>
  );
}
