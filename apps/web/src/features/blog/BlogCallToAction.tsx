import { Button, Container, Group, Paper, Text, Title } from "@mantine/core";
import { studio } from "@studio/validators/studio";
import { SiteLink } from "../../components/layout/SiteLink";
import { NewsletterForm } from "../newsletter/NewsletterForm";

/** The end of every blog page: the two calls to action, then the newsletter. */
export function BlogCallToAction() {
  return (
    <Container pb={{ base: 64, sm: 96 }}>
      <Paper radius="lg" p={{ base: "lg", sm: 40 }} className="section-tinted" mb="xl">
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          Ready to feel stronger?
        </Title>
        <Text mt="xs" mb="lg" maw={560}>
          Start with a free consultation: we will talk about your goals and build a plan around your body and your
          schedule.
        </Text>
        <Group>
          <Button component={SiteLink} href={`/booking/${studio.consultationPackageId}`} size="md">
            Book Free Consultation
          </Button>
          <Button component={SiteLink} href="/contact" size="md" variant="outline">
            Contact
          </Button>
        </Group>
      </Paper>
      <NewsletterForm />
    </Container>
  );
}
