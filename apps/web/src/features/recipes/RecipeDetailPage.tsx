import { Badge, Button, Card, Container, Group, Image, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { InEnglishNote, useContentLang } from "../../components/InEnglishNote";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { useNotFoundStatus } from "../../lib/page-meta";
import type { RouterOutputs } from "../../lib/trpc";
import { categoryLabel, dietLabel } from "./labels";
import { recipeQuery } from "./queries";

export function RecipeDetailPage({ id }: { id: number }) {
  const { t, language } = useT();
  const recipe = useQuery(recipeQuery(id, language));
  const back = (
    <Button component={SiteLink} href="/recipes" variant="subtle" px={0} data-print-hide>
      {t("recipes.detail.back")}
    </Button>
  );
  return (
    <QueryState
      // A link with no valid id asks for nothing: it is not found at once.
      query={{ isPending: recipe.isPending && recipe.fetchStatus !== "idle", data: recipe.data ?? undefined }}
      label={t("recipes.detail.loading")}
      place="section"
      error={<RecipeNotFound back={back} />}
    >
      {(found) => <Recipe r={found} back={back} />}
    </QueryState>
  );
}

function Recipe({ r, back }: { r: NonNullable<RouterOutputs["recipes"]["byId"]>; back: ReactNode }) {
  const { t } = useT();
  // Her words, in English on a Spanish page where she wrote no Spanish version: marked so, for a screen reader too.
  const lang = useContentLang(r.language);
  const grams = (value: number) => t("recipes.detail.grams", { grams: String(value) });
  const nutrition = [
    [t("recipes.detail.calories"), r.calories, String],
    [t("recipes.detail.protein"), r.protein, grams],
    [t("recipes.detail.carbs"), r.carbs, grams],
    [t("recipes.detail.fat"), r.fat, grams],
  ].filter(([, value]) => value !== null) as [string, number, (value: number) => string][];
  return (
    <Container size="md" className="section">
      <article data-print>
        {back}
        <Group gap={6} mt="sm">
          <Badge variant="light" color="plum">
            {categoryLabel(t, r.category)}
          </Badge>
          <Badge variant="outline" color="plum">
            {dietLabel(t, r.dietType)}
          </Badge>
        </Group>
        <Title order={1} mt="sm" lang={lang}>
          {r.title}
        </Title>
        <InEnglishNote language={r.language} />
        <Text c="dimmed" mt="xs">
          {t("recipes.detail.times", {
            prep: String(r.prepTime),
            cook: String(r.cookTime),
            servings: String(r.servings),
          })}
        </Text>
        <Text mt="md" size="lg" lang={lang}>
          {r.description}
        </Text>
        {r.imageUrl && <Image src={r.imageUrl} alt={r.title} radius="lg" mt="lg" mah={380} fit="cover" />}
        {nutrition.length > 0 && (
          <Card withBorder radius="md" mt="lg" padding="md">
            <Text fw={700} mb="xs">
              {t("recipes.detail.nutrition")}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {nutrition.map(([label, value, format]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={700}>{format(value)}</Text>
                </div>
              ))}
            </SimpleGrid>
          </Card>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xl" spacing="xl">
          <div>
            <Title order={2} fz="xl" mb="sm">
              {t("recipes.detail.ingredients")}
            </Title>
            <List spacing={6} lang={lang}>
              {r.ingredients.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
          <div>
            <Title order={2} fz="xl" mb="sm">
              {t("recipes.detail.instructions")}
            </Title>
            <Stack gap="sm">
              <List type="ordered" spacing={8} lang={lang}>
                {r.instructions
                  .split("\n")
                  .filter((step) => step.trim())
                  .map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
              </List>
            </Stack>
          </div>
        </SimpleGrid>
        <Button mt="xl" onClick={() => window.print()} data-print-hide>
          {t("recipes.detail.print")}
        </Button>
      </article>
    </Container>
  );
}

function RecipeNotFound({ back }: { back: ReactNode }) {
  useNotFoundStatus();
  const { t } = useT();
  return (
    <Container size="sm" className="section">
      <Title order={1}>{t("recipes.detail.notFound")}</Title>
      <Text c="dimmed" mt="sm" mb="lg">
        {t("recipes.detail.notFoundBody")}
      </Text>
      {back}
    </Container>
  );
}
