import { Container, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { lazy } from "react";
import { WhenNearScreen } from "../../components/WhenNearScreen";
import { useT } from "../../i18n/use-t";
import { ContactInfo } from "./ContactInfo";

const ContactForm = lazy(() => import("./ContactForm").then((module) => ({ default: module.ContactForm })));

/** The form's height before anyone types, so the section does not grow when it loads. */
const CONTACT_FORM_HEIGHT = 436;

/** The contact form and information panel: a section of the home page, and the whole /contact page. */
export function ContactSection({ asPage = false }: { asPage?: boolean }) {
  const { t } = useT();
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <Container>
        <Text className="eyebrow">{t("contact.eyebrow")}</Text>
        <Title order={asPage ? 1 : 2} id="contact-title">
          {t("contact.title")}
        </Title>
        <Text c="dimmed" mt="sm" mb={40} maw={600}>
          {t("contact.lead")}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: "lg", md: 48 }}>
          <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
            <WhenNearScreen minHeight={CONTACT_FORM_HEIGHT}>
              <ContactForm />
            </WhenNearScreen>
          </Paper>
          <ContactInfo headingOrder={asPage ? 2 : 3} />
        </SimpleGrid>
      </Container>
    </section>
  );
}
