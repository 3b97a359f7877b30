import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import classes from "./Journey.module.css";

const steps = [
  {
    title: "Initial Consultation",
    text: "We talk about your goals, your health history and what has or hasn't worked before, then I assess how you move.",
  },
  {
    title: "Custom Program",
    text: "You get a plan written for your body: strength, balance and mobility, progressed at a pace that feels right.",
  },
  {
    title: "Training Sessions",
    text: "We train together, at the gym, at home or online, with coaching on every rep so you build confidence safely.",
  },
  {
    title: "Progress & Adjustments",
    text: "We measure what matters, celebrate the wins and adjust the program as you get stronger.",
  },
];

export function FitnessJourney() {
  return (
    <section className="section section-tinted" aria-labelledby="journey-title">
      <Container>
        <Text className="eyebrow">How it works</Text>
        <Title order={2} id="journey-title" mb={40}>
          Your Fitness Journey
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.number} aria-hidden>
                {index + 1}
              </span>
              <Title order={3} fz="lg" mt="md">
                {step.title}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {step.text}
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
