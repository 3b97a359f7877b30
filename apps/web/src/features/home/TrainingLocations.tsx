import { Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { studio } from "@studio/validators/studio";

export function TrainingLocations() {
  const places = [
    {
      title: studio.gym.name,
      lines: [studio.gym.address, `Gym open ${studio.gym.hours}`],
    },
    {
      title: "Your home",
      lines: ["In-home sessions across Miami-Dade", "Equipment brought to you"],
    },
    {
      title: "Online, anywhere",
      lines: ["Programs you follow on your schedule", "Weekly video check-ins"],
    },
  ];
  return (
    <section className="section" aria-labelledby="locations-title">
      <Container>
        <Text className="eyebrow">Where we train</Text>
        <Title order={2} id="locations-title" mb={32}>
          Training Locations
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
