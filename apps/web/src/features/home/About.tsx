import { Badge, Container, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import { useT } from "../../i18n/use-t";

const certifications = [
  "home.about.cert.nsca",
  "home.about.cert.professional",
  "home.about.cert.trx",
  "home.about.cert.silverSneakers",
  "home.about.cert.cpr",
] as const satisfies MessageId[];

export function About() {
  const { t } = useT();
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <Container>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 72 }} verticalSpacing={40}>
          <Image
            src="/images/trainer-portrait.webp"
            alt={t("home.about.portraitAlt")}
            width={480}
            height={600}
            loading="lazy"
            maw={440}
            mx={{ base: "auto", md: 0 }}
          />
          <Stack gap="md" justify="center">
            <Text className="eyebrow">{t("home.about.eyebrow")}</Text>
            <Title order={2} id="about-title">
              {t("home.about.title")}
            </Title>
            <Text>{t("home.about.p1")}</Text>
            <Text>{t("home.about.p2")}</Text>
            <Text>{t("home.about.p3")}</Text>
            <Group gap="xs" mt="xs" component="ul" className="plain-list" aria-label={t("home.about.certifications")}>
              {certifications.map((name) => (
                <Badge key={name} component="li" size="lg" radius="sm" variant="outline" color="plum">
                  {t(name)}
                </Badge>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
    </section>
  );
}
