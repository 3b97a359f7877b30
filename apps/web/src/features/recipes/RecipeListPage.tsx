import "@mantine/core/styles/Chip.css";
import "@mantine/core/styles/Image.css";
import {
  Alert,
  Badge,
  Button,
  Card,
  Chip,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { dietTypes, recipeCategories } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useDeferredValue } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { categoryOptions, dietOptions, labelOf } from "./labels";

export interface RecipeSearch {
  category?: (typeof recipeCategories)[number];
  diet?: (typeof dietTypes)[number];
}

/** The filters live in the URL, so a filtered list can be shared. */
export function RecipeListPage({ search }: { search: RecipeSearch }) {
  usePageMeta(
    "Recipes",
    "Protein-forward, bone-friendly recipes for women over 40, shared by the Carmen Reyes Fitness community.",
  );
  const router = useRouter();
  const recipes = useQuery(trpc.recipes.list.queryOptions({ category: search.category, dietType: search.diet }));
  // The cards are drawn in a background render that yields to taps, not in one long task when the list arrives.
  const list = useDeferredValue(recipes.data);
  const go = (next: RecipeSearch) => {
    const params = new URLSearchParams();
    if (next.category) params.set("category", next.category);
    if (next.diet) params.set("diet", next.diet);
    const query = params.toString();
    router.history.push(query ? `/recipes?${query}` : "/recipes");
  };

  return (
    <Container className="section">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Text className="eyebrow">Recipe exchange</Text>
          <Title order={1}>Recipes</Title>
          <Text c="dimmed" mt="sm" maw={560}>
            Protein-forward, bone-friendly meals from the Carmen Reyes Fitness community: filter by meal or diet, or
            share a favourite of your own.
          </Text>
        </div>
        <Button component={SiteLink} href="/recipes/create">
          Share a Recipe
        </Button>
      </Group>
      <Stack gap="sm" mb="xl">
        <Text fw={600}>Meal Type</Text>
        <Chip.Group
          value={search.category ?? "all"}
          onChange={(value) =>
            go({ ...search, category: value === "all" ? undefined : (value as RecipeSearch["category"]) })
          }
        >
          <Group gap="xs">
            <Chip value="all">All</Chip>
            {categoryOptions.map((option) => (
              <Chip key={option.value} value={option.value}>
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Text fw={600} mt="sm">
          Dietary Preferences
        </Text>
        <Chip.Group
          value={search.diet ?? "all"}
          onChange={(value) => go({ ...search, diet: value === "all" ? undefined : (value as RecipeSearch["diet"]) })}
        >
          <Group gap="xs">
            <Chip value="all">All</Chip>
            {dietOptions.map((option) => (
              <Chip key={option.value} value={option.value}>
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <QueryState
        query={{ isPending: !list, isError: recipes.isError, data: list }}
        label="Loading recipes"
        place="screen"
        error={<Alert color="red">Error loading recipes. Please try again later.</Alert>}
      >
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">
              No recipes found matching your filters. Try adjusting your criteria or be the first to add a recipe!
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="lg">
              {list.map((recipe) => (
                <Card key={recipe.id} component="article" radius="lg" withBorder padding="lg" aria-label={recipe.title}>
                  <Card.Section>
                    {recipe.imageUrl ? (
                      <Image src={recipe.imageUrl} alt={recipe.title} h={160} fit="cover" loading="lazy" />
                    ) : (
                      <div className="recipe-placeholder" aria-hidden>
                        {labelOf(recipe.category)}
                      </div>
                    )}
                  </Card.Section>
                  <Group gap={6} mt="md">
                    {recipe.featured && (
                      <Badge color="gold.8" radius="sm">
                        Featured
                      </Badge>
                    )}
                    <Badge variant="light" color="plum" radius="sm">
                      {labelOf(recipe.dietType)}
                    </Badge>
                  </Group>
                  <Title order={2} fz="lg" mt="xs">
                    {recipe.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {recipe.prepTime + recipe.cookTime} min · {recipe.servings}{" "}
                    {recipe.servings === 1 ? "serving" : "servings"}
                  </Text>
                  <Button
                    component={SiteLink}
                    href={`/recipes/${recipe.id}`}
                    variant="light"
                    mt="md"
                    aria-label={`View recipe: ${recipe.title}`}
                  >
                    View Recipe
                  </Button>
                </Card>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Container>
  );
}
