import { Badge, Button, Card, Collapse, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { RecipeSpanishForm } from "./RecipeSpanishForm";

type Recipe = RouterOutputs["admin"]["recipes"]["list"][number];

/**
 * Shared recipes wait here until approved; approved ones can be featured or removed. A waiting recipe is approved
 * only once she has opened it and read what a client wrote: it goes on the public site under the studio's name.
 */
export function RecipeModeration() {
  const queryClient = useQueryClient();
  const recipes = useQuery(trpc.admin.recipes.list.queryOptions(undefined, { staleTime: 0 }));
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<Recipe | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.recipes.list.queryKey() });
  const onError = (error: unknown) => toast("Error", errorMessage(error, "Failed to update the recipe"), "error");
  const moderate = useMutation(trpc.admin.recipes.moderate.mutationOptions({ onSuccess: refresh, onError }));
  const remove = useMutation(
    trpc.admin.recipes.remove.mutationOptions({
      onSuccess: () => {
        setDeleting(null);
        void refresh();
      },
      onError,
    }),
  );
  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack gap="sm">
      {recipes.data?.map((recipe) => {
        const open = opened.has(recipe.id);
        const readFirst = !recipe.approved && !open;
        const bodyId = `recipe-${recipe.id}-body`;
        return (
          <Card
            key={recipe.id}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-label={`Recipe ${recipe.title}`}
          >
            <Group justify="space-between">
              <div>
                <Text fw={700}>{recipe.title}</Text>
                <Text size="sm" c="dimmed">
                  {recipe.category} · {recipe.dietType} · shared {formatDate(recipe.createdAt)}
                </Text>
              </div>
              <Group gap={6}>
                <Badge color={recipe.approved ? "#1e6b34" : "gold.8"}>{recipe.approved ? "approved" : "waiting"}</Badge>
                {recipe.featured && <Badge color="plum">featured</Badge>}
              </Group>
            </Group>
            <Collapse expanded={open}>
              <RecipeBody recipe={recipe} id={bodyId} />
              {open && <RecipeSpanishForm recipe={recipe} />}
            </Collapse>
            <Group gap="xs" mt="sm">
              <Button
                size="xs"
                variant="default"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => toggle(recipe.id)}
              >
                {open ? "Close recipe" : "Read recipe"}
              </Button>
              <Button
                size="xs"
                disabled={readFirst}
                title={readFirst ? "Read the recipe before approving it" : undefined}
                onClick={() => moderate.mutate({ id: recipe.id, approved: !recipe.approved })}
              >
                {recipe.approved ? "Unpublish" : "Approve"}
              </Button>
              <Button
                size="xs"
                variant="light"
                onClick={() => moderate.mutate({ id: recipe.id, featured: !recipe.featured })}
              >
                {recipe.featured ? "Unfeature" : "Feature"}
              </Button>
              <Button size="xs" variant="subtle" color="red.8" onClick={() => setDeleting(recipe)}>
                Delete
              </Button>
            </Group>
            {readFirst && (
              <Text size="xs" c="dimmed" mt={6}>
                Read the recipe before approving it: it goes on the site under your name.
              </Text>
            )}
          </Card>
        );
      })}
      <ConfirmDialog
        title={`Delete ${deleting?.title ?? "recipe"}?`}
        opened={deleting !== null}
        confirmLabel="Delete Recipe"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        The recipe leaves the site and this list for good.
      </ConfirmDialog>
    </Stack>
  );
}

/** What the client wrote, as the recipe page will show it. */
function RecipeBody({ recipe, id }: { recipe: Recipe; id: string }) {
  const figures = [
    `Prep ${recipe.prepTime} min`,
    `Cook ${recipe.cookTime} min`,
    `Serves ${recipe.servings}`,
    recipe.calories !== null ? `${recipe.calories} kcal` : null,
  ].filter(Boolean);
  return (
    <Stack gap="xs" mt="sm" id={id}>
      {recipe.imageUrl && (
        <img src={recipe.imageUrl} alt="" width={240} height={160} style={{ objectFit: "cover", borderRadius: 8 }} />
      )}
      <Text size="sm">{recipe.description}</Text>
      <Text size="sm" c="dimmed">
        {figures.join(" · ")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Text size="sm" fw={600}>
            Ingredients
          </Text>
          <List size="sm" spacing={2}>
            {recipe.ingredients.map((ingredient, index) => (
              // Two lines may read the same ("1 egg"): their place keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <List.Item key={index}>{ingredient}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text size="sm" fw={600}>
            Instructions
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {recipe.instructions}
          </Text>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
