import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import { studio } from "@studio/validators/studio";
import { useT } from "../../i18n/use-t";
import classes from "./Contact.module.css";

/** The studio's business hours, a line each. */
const BUSINESS_HOURS: MessageId[] = ["contact.hours.weekdays", "contact.hours.saturday", "contact.hours.sunday"];

/** `headingOrder`: one level under the section's title (h2 on the contact page, h3 in the home page's section). */
export function ContactInfo({ headingOrder }: { headingOrder: 2 | 3 }) {
  const { t } = useT();
  return (
    <Stack gap="lg" className={classes.info}>
      <div>
        <Title order={headingOrder} fz="lg" c="white">
          {t("contact.info.title")}
        </Title>
        <Text size="sm" className={classes.muted} mt={4}>
          {t("contact.info.reply")}
        </Text>
      </div>
      <div>
        <Text className={classes.label}>{t("contact.info.email")}</Text>
        <Anchor href={`mailto:${studio.email}`} className={classes.link}>
          {studio.email}
        </Anchor>
      </div>
      <div>
        <Text className={classes.label}>{t("contact.info.phone")}</Text>
        <Anchor href={studio.phoneHref} className={classes.link}>
          {studio.phone}
        </Anchor>
      </div>
      <div>
        <Text className={classes.label}>{t("contact.info.location")}</Text>
        <Text>{studio.gym.name}</Text>
        <Text size="sm" className={classes.muted}>
          {studio.gym.address}
        </Text>
      </div>
      <div>
        <Text className={classes.label}>{t("contact.info.hours")}</Text>
        {BUSINESS_HOURS.map((line) => (
          <Text key={line} size="sm">
            {t(line)}
          </Text>
        ))}
      </div>
      <Group gap="md">
        <Anchor href={studio.social.instagram} className={classes.link} target="_blank" rel="noopener noreferrer">
          Instagram
        </Anchor>
        <Anchor href={studio.social.facebook} className={classes.link} target="_blank" rel="noopener noreferrer">
          Facebook
        </Anchor>
        <Anchor href={studio.social.youtube} className={classes.link} target="_blank" rel="noopener noreferrer">
          YouTube
        </Anchor>
      </Group>
    </Stack>
  );
}
