import { Button, Container, Group, Paper, Text, Title } from "@mantine/core";
import { studio } from "@studio/validators/studio";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import { NewsletterForm } from "../newsletter/NewsletterForm";

/** The end of every blog page: the two calls to action, then the newsletter. */
export function BlogCallToAction() {
  const { t } = useT();
  return (
    <Container pb={{ base: 64, sm: 96 }}>
      <Paper radius="lg" p={{ base: "lg", sm: 40 }} className="section-tinted" mb="xl">
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {t("blog.cta.title")}
        </Title>
        <Text mt="xs" mb="lg" maw={560}>
          {t("blog.cta.body")}
        </Text>
        <Group>
          <Button component={SiteLink} href={`/booking/${studio.consultationPackageId}`} size="md">
            {t("blog.cta.book")}
          </Button>
          <Button component={SiteLink} href="/contact" size="md" variant="outline">
            {t("blog.cta.contact")}
          </Button>
        </Group>
      </Paper>
      <NewsletterForm />
    </Container>
  );
}
