import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/List.css";
import { Badge, Button, Card, Container, Group, Image, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { useNotFoundStatus, usePageMeta } from "../../lib/page-meta";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { labelOf } from "./labels";

export function RecipeDetailPage({ id }: { id: number }) {
  // Not asked again as the page opens after the server found no such recipe: the browser shows what the server did.
  const recipe = useQuery(
    trpc.recipes.byId.queryOptions({ id }, { enabled: Number.isInteger(id) && id > 0, retryOnMount: false }),
  );
  usePageMeta(
    recipe.data?.title ?? (recipe.isError ? "Recipe Not Found" : "Recipe"),
    recipe.data?.description ?? "A recipe from the Carmen Reyes Fitness community.",
  );
  const back = (
    <Button component={SiteLink} href="/recipes" variant="subtle" px={0} data-print-hide>
      ← Back to Recipes
    </Button>
  );
  return (
    <QueryState
      // A link with no valid id asks for nothing: it is not found at once.
      query={{ isPending: recipe.isPending && recipe.fetchStatus !== "idle", data: recipe.data ?? undefined }}
      label="Loading recipe"
      place="section"
      error={<RecipeNotFound back={back} />}
    >
      {(found) => <Recipe r={found} back={back} />}
    </QueryState>
  );
}

function Recipe({ r, back }: { r: NonNullable<RouterOutputs["recipes"]["byId"]>; back: ReactNode }) {
  const nutrition = [
    ["Calories", r.calories, ""],
    ["Protein", r.protein, " g"],
    ["Carbs", r.carbs, " g"],
    ["Fat", r.fat, " g"],
  ].filter(([, value]) => value !== null) as [string, number, string][];
  return (
    <Container size="md" className="section">
      <article data-print>
        {back}
        <Group gap={6} mt="sm">
          <Badge variant="light" color="plum">
            {labelOf(r.category)}
          </Badge>
          <Badge variant="outline" color="plum">
            {labelOf(r.dietType)}
          </Badge>
        </Group>
        <Title order={1} mt="sm">
          {r.title}
        </Title>
        <Text c="dimmed" mt="xs">
          Prep {r.prepTime} min · Cook {r.cookTime} min · Serves {r.servings}
        </Text>
        <Text mt="md" size="lg">
          {r.description}
        </Text>
        {r.imageUrl && <Image src={r.imageUrl} alt={r.title} radius="lg" mt="lg" mah={380} fit="cover" />}
        {nutrition.length > 0 && (
          <Card withBorder radius="md" mt="lg" padding="md">
            <Text fw={700} mb="xs">
              Nutrition per serving
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {nutrition.map(([label, value, unit]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={700}>
                    {value}
                    {unit}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Card>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xl" spacing="xl">
          <div>
            <Title order={2} fz="xl" mb="sm">
              Ingredients
            </Title>
            <List spacing={6}>
              {r.ingredients.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
          <div>
            <Title order={2} fz="xl" mb="sm">
              Instructions
            </Title>
            <Stack gap="sm">
              <List type="ordered" spacing={8}>
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
          Print Recipe
        </Button>
      </article>
    </Container>
  );
}

function RecipeNotFound({ back }: { back: ReactNode }) {
  useNotFoundStatus();
  return (
    <Container size="sm" className="section">
      <Title order={1}>Recipe Not Found</Title>
      <Text c="dimmed" mt="sm" mb="lg">
        This recipe does not exist or is waiting for review.
      </Text>
      {back}
    </Container>
  );
}
