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
import { localizeHref } from "@studio/i18n/paths";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useDeferredValue } from "react";
import { contentLang, InEnglishNote } from "../../components/InEnglishNote";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { categoryLabel, categoryOptions, dietLabel, dietOptions } from "./labels";
import { type RecipeSearch, recipeListQuery } from "./queries";

/** The filters live in the URL, so a filtered list can be shared. */
export function RecipeListPage({ search }: { search: RecipeSearch }) {
  const { t, language } = useT();
  const router = useRouter();
  const recipes = useQuery(recipeListQuery(search, language));
  // The cards are drawn in a background render that yields to taps, not in one long task when the list arrives.
  const list = useDeferredValue(recipes.data);
  /**
   * One filter changed, the other kept as the address has it now (not as this render saw it): a second tap before
   * the list has redrawn for the first keeps both.
   */
  const go = (key: keyof RecipeSearch, value: string | undefined) => {
    const now = new URLSearchParams(router.history.location.search);
    const params = new URLSearchParams();
    for (const name of ["category", "diet"] as const) {
      const kept = name === key ? value : now.get(name);
      if (kept) params.set(name, kept);
    }
    const query = params.toString();
    router.history.push(localizeHref(language, query ? `/recipes?${query}` : "/recipes"));
  };

  return (
    <Container className="section">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Text className="eyebrow">{t("recipes.list.eyebrow")}</Text>
          <Title order={1}>{t("recipes.list.title")}</Title>
          <Text c="dimmed" mt="sm" maw={560}>
            {t("recipes.list.lead")}
          </Text>
        </div>
        <Button component={SiteLink} href="/recipes/create">
          {t("recipes.list.share")}
        </Button>
      </Group>
      <Stack gap="sm" mb="xl">
        <Text fw={600}>{t("recipes.list.mealType")}</Text>
        <Chip.Group
          value={search.category ?? "all"}
          onChange={(value) => go("category", value === "all" ? undefined : value)}
        >
          <Group gap="xs">
            <Chip value="all">{t("recipes.list.all")}</Chip>
            {categoryOptions(t).map((option) => (
              <Chip key={option.value} value={option.value}>
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Text fw={600} mt="sm">
          {t("recipes.list.diet")}
        </Text>
        <Chip.Group value={search.diet ?? "all"} onChange={(value) => go("diet", value === "all" ? undefined : value)}>
          <Group gap="xs">
            <Chip value="all">{t("recipes.list.all")}</Chip>
            {dietOptions(t).map((option) => (
              <Chip key={option.value} value={option.value}>
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <QueryState
        query={{ isPending: !list, isError: recipes.isError, data: list }}
        label={t("recipes.list.loading")}
        place="screen"
        error={<Alert color="red">{t("recipes.list.error")}</Alert>}
      >
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t("recipes.list.empty")}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="lg">
              {list.map((recipe) => (
                <Card key={recipe.id} component="article" radius="lg" withBorder padding="lg" aria-label={recipe.title}>
                  <Card.Section>
                    {recipe.imageUrl ? (
                      <Image src={recipe.imageUrl} alt={recipe.title} h={160} fit="cover" loading="lazy" />
                    ) : (
                      <div className="recipe-placeholder" aria-hidden>
                        {categoryLabel(t, recipe.category)}
                      </div>
                    )}
                  </Card.Section>
                  <Group gap={6} mt="md">
                    {recipe.featured && (
                      <Badge color="gold.8" radius="sm">
                        {t("recipes.list.featured")}
                      </Badge>
                    )}
                    <Badge variant="light" color="plum" radius="sm">
                      {dietLabel(t, recipe.dietType)}
                    </Badge>
                  </Group>
                  <Title order={2} fz="lg" mt="xs" lang={contentLang(recipe.language, language)}>
                    {recipe.title}
                  </Title>
                  <InEnglishNote language={recipe.language} />
                  <Text size="sm" c="dimmed" mt={4}>
                    {t("recipes.list.summary", {
                      minutes: String(recipe.prepTime + recipe.cookTime),
                      servings: recipe.servings,
                    })}
                  </Text>
                  <Button
                    component={SiteLink}
                    href={`/recipes/${recipe.id}`}
                    variant="light"
                    mt="md"
                    aria-label={t("recipes.list.viewLabel", { title: recipe.title })}
                  >
                    {t("recipes.list.view")}
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
