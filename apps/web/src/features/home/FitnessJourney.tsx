import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import { useT } from "../../i18n/use-t";
import classes from "./Journey.module.css";

const steps = [
  { title: "home.journey.consultation.title", text: "home.journey.consultation.text" },
  { title: "home.journey.program.title", text: "home.journey.program.text" },
  { title: "home.journey.sessions.title", text: "home.journey.sessions.text" },
  { title: "home.journey.progress.title", text: "home.journey.progress.text" },
] as const satisfies { title: MessageId; text: MessageId }[];

export function FitnessJourney() {
  const { t } = useT();
  return (
    <section className="section section-tinted" aria-labelledby="journey-title">
      <Container>
        <Text className="eyebrow">{t("home.journey.eyebrow")}</Text>
        <Title order={2} id="journey-title" mb={40}>
          {t("home.journey.title")}
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.number} aria-hidden>
                {index + 1}
              </span>
              <Title order={3} fz="lg" mt="md">
                {t(step.title)}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {t(step.text)}
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
