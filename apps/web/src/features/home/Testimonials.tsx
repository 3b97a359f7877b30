import { ActionIcon, Alert, Container, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import type { TestimonialOutput } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { trpc } from "../../lib/trpc";
import classes from "./Testimonials.module.css";

export function Testimonials() {
  const testimonials = useQuery(trpc.testimonials.list.queryOptions());
  return (
    <section id="testimonials" className="section section-tinted" aria-labelledby="testimonials-title">
      <Container size="md">
        <Text className="eyebrow" ta="center">
          Testimonials
        </Text>
        <Title order={2} id="testimonials-title" ta="center" mb={40}>
          Stronger at every age
        </Title>
        <QueryState
          query={testimonials}
          label="Loading testimonials"
          error={
            <Alert color="red" ta="center">
              Error loading testimonials. Please try again later.
            </Alert>
          }
        >
          {(items) =>
            items.length === 0 ? (
              <Text ta="center" c="dimmed">
                No testimonials available at this time.
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
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex((next + items.length) % items.length);
  const current = items[index] ?? items[0];
  if (!current) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(index - 1);
    if (event.key === "ArrowRight") go(index + 1);
  };

  return (
    // Arrow keys move the carousel while focus is anywhere inside it.
    <section aria-roledescription="carousel" aria-label="Client testimonials" onKeyDown={onKeyDown}>
      <Paper
        className={classes.slide}
        radius="lg"
        p={{ base: "lg", sm: 40 }}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${items.length}`}
        aria-live="polite"
      >
        <Stack gap="lg">
          <Text className={classes.quote}>“{current.comment}”</Text>
          {(current.beforeImagePath || current.afterImagePath) && (
            <Group grow gap="sm">
              {current.beforeImagePath && <Figure src={current.beforeImagePath} label="Before" name={current.name} />}
              {current.afterImagePath && <Figure src={current.afterImagePath} label="After" name={current.name} />}
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
          aria-label="Previous testimonial"
        >
          <span aria-hidden>‹</span>
        </ActionIcon>
        <Group gap={4}>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className={classes.dot}
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </Group>
        <ActionIcon variant="outline" size={44} radius="xl" onClick={() => go(index + 1)} aria-label="Next testimonial">
          <span aria-hidden>›</span>
        </ActionIcon>
      </Group>
    </section>
  );
}

function Figure({ src, label, name }: { src: string; label: string; name: string }) {
  return (
    <figure className={classes.figure}>
      <Image src={src} alt={`${name}, ${label.toLowerCase()}`} loading="lazy" radius="md" h={220} fit="cover" />
      <figcaption>{label}</figcaption>
    </figure>
  );
}
