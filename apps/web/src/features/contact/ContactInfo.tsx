import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { studio } from "@studio/validators/studio";
import classes from "./Contact.module.css";

/** `headingOrder`: one level under the section's title (h2 on the contact page, h3 in the home page's section). */
export function ContactInfo({ headingOrder }: { headingOrder: 2 | 3 }) {
  return (
    <Stack gap="lg" className={classes.info}>
      <div>
        <Title order={headingOrder} fz="lg" c="white">
          Get in touch
        </Title>
        <Text size="sm" className={classes.muted} mt={4}>
          I reply to every message within one business day.
        </Text>
      </div>
      <div>
        <Text className={classes.label}>Email</Text>
        <Anchor href={`mailto:${studio.email}`} className={classes.link}>
          {studio.email}
        </Anchor>
      </div>
      <div>
        <Text className={classes.label}>Phone</Text>
        <Anchor href={studio.phoneHref} className={classes.link}>
          {studio.phone}
        </Anchor>
      </div>
      <div>
        <Text className={classes.label}>Training location</Text>
        <Text>{studio.gym.name}</Text>
        <Text size="sm" className={classes.muted}>
          {studio.gym.address}
        </Text>
      </div>
      <div>
        <Text className={classes.label}>Business hours</Text>
        {studio.businessHours.map((line) => (
          <Text key={line} size="sm">
            {line}
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
