import { Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { studio } from "@studio/validators/studio";
import { useT } from "../../i18n/use-t";

export function TrainingLocations() {
  const { t } = useT();
  const places = [
    {
      title: studio.gym.name,
      lines: [studio.gym.address, t("home.locations.gymHours", { hours: studio.gym.hours })],
    },
    {
      title: t("home.locations.home.title"),
      lines: [t("home.locations.home.area"), t("home.locations.home.equipment")],
    },
    {
      title: t("home.locations.online.title"),
      lines: [t("home.locations.online.schedule"), t("home.locations.online.checkIns")],
    },
  ];
  return (
    <section className="section" aria-labelledby="locations-title">
      <Container>
        <Text className="eyebrow">{t("home.locations.eyebrow")}</Text>
        <Title order={2} id="locations-title" mb={32}>
          {t("home.locations.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {places.map((place) => (
            <Card key={place.title} radius="lg" padding="xl" withBorder>
              <Title order={3} fz="lg">
                {place.title}
              </Title>
              {place.lines.map((line) => (
                <Text key={line} size="sm" c="dimmed" mt={6}>
                  {line}
                </Text>
              ))}
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
