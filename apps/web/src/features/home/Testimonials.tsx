import { ActionIcon, Alert, Container, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import type { TestimonialOutput } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useState } from "react";
import { InEnglishNote, useContentLang } from "../../components/InEnglishNote";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { testimonialListQuery } from "../testimonials/queries";
import classes from "./Testimonials.module.css";

export function Testimonials() {
  const { t, language } = useT();
  const testimonials = useQuery(testimonialListQuery(language));
  return (
    <section id="testimonials" className="section section-tinted" aria-labelledby="testimonials-title">
      <Container size="md">
        <Text className="eyebrow" ta="center">
          {t("home.testimonials.eyebrow")}
        </Text>
        <Title order={2} id="testimonials-title" ta="center" mb={40}>
          {t("home.testimonials.title")}
        </Title>
        <QueryState
          query={testimonials}
          label={t("home.testimonials.loading")}
          error={
            <Alert color="red" ta="center">
              {t("home.testimonials.error")}
            </Alert>
          }
        >
          {(items) =>
            items.length === 0 ? (
              <Text ta="center" c="dimmed">
                {t("home.testimonials.empty")}
              </Text>
            ) : (
              <Slider items={items} />
            )
          }
        </QueryState>
      </Container>
    </section>
  );
}

function Slider({ items }: { items: TestimonialOutput[] }) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex((next + items.length) % items.length);
  const current = items[index] ?? items[0];
  const lang = useContentLang(current?.language ?? "en");
  if (!current) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(index - 1);
    if (event.key === "ArrowRight") go(index + 1);
  };

  return (
    // Arrow keys move the carousel while focus is anywhere inside it.
    <section aria-roledescription="carousel" aria-label={t("home.testimonials.carousel")} onKeyDown={onKeyDown}>
      <Paper
        className={classes.slide}
        radius="lg"
        p={{ base: "lg", sm: 40 }}
        role="group"
        aria-roledescription="slide"
        aria-label={t("home.testimonials.slide", { number: index + 1, total: items.length })}
        aria-live="polite"
      >
        <Stack gap="lg">
          <div>
            <Text className={classes.quote} lang={lang} data-testid="testimonial-comment">
              “{current.comment}”
            </Text>
            <InEnglishNote language={current.language} />
          </div>
          {(current.beforeImagePath || current.afterImagePath) && (
            <Group grow gap="sm">
              {current.beforeImagePath && <Figure src={current.beforeImagePath} when="before" name={current.name} />}
              {current.afterImagePath && <Figure src={current.afterImagePath} when="after" name={current.name} />}
            </Group>
          )}
          {current.transformationDescription && (
            <Text size="sm" fw={600} c="plum.8">
              {current.transformationDescription}
            </Text>
          )}
          <Group gap="md" wrap="nowrap">
            {current.imagePath && (
              // Her name is read right beside it, so the portrait itself says nothing more to a screen reader.
              <img className={classes.portrait} src={current.imagePath} alt="" width={56} height={56} loading="lazy" />
            )}
            <div>
              <Text fw={700}>
                {current.name}
                {current.age ? `, ${current.age}` : ""}
              </Text>
              <Text size="sm" c="dimmed">
                {current.duration}
              </Text>
            </div>
          </Group>
        </Stack>
      </Paper>

      <Group justify="center" mt="lg" gap="md">
        <ActionIcon
          variant="outline"
          size={44}
          radius="xl"
          onClick={() => go(index - 1)}
          aria-label={t("home.testimonials.previous")}
        >
          <span aria-hidden>‹</span>
        </ActionIcon>
        <Group gap={4}>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className={classes.dot}
              aria-label={t("home.testimonials.show", { number: i + 1 })}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </Group>
        <ActionIcon
          variant="outline"
          size={44}
          radius="xl"
          onClick={() => go(index + 1)}
          aria-label={t("home.testimonials.next")}
        >
          <span aria-hidden>›</span>
        </ActionIcon>
      </Group>
    </section>
  );
}

function Figure({ src, when, name }: { src: string; when: "before" | "after"; name: string }) {
  const { t } = useT();
  return (
    <figure className={classes.figure}>
      <Image
        src={src}
        alt={t("home.testimonials.photoAlt", { name, when })}
        loading="lazy"
        radius="md"
        h={220}
        fit="cover"
      />
      <figcaption>{t(when === "before" ? "home.testimonials.before" : "home.testimonials.after")}</figcaption>
    </figure>
  );
}
