import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";

/** Shared recipes wait here until approved; approved ones can be featured or removed. */
export function RecipeModeration() {
  const queryClient = useQueryClient();
  const recipes = useQuery(trpc.admin.recipes.list.queryOptions(undefined, { staleTime: 0 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.recipes.list.queryKey() });
  const onError = (error: unknown) => toast("Error", errorMessage(error, "Failed to update the recipe"), "error");
  const moderate = useMutation(trpc.admin.recipes.moderate.mutationOptions({ onSuccess: refresh, onError }));
  const remove = useMutation(trpc.admin.recipes.remove.mutationOptions({ onSuccess: refresh, onError }));

  return (
    <Stack gap="sm">
      {recipes.data?.map((recipe) => (
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
                {recipe.category} · {recipe.dietType}
              </Text>
            </div>
            <Group gap={6}>
              <Badge color={recipe.approved ? "#1e6b34" : "gold.8"}>{recipe.approved ? "approved" : "waiting"}</Badge>
              {recipe.featured && <Badge color="plum">featured</Badge>}
            </Group>
          </Group>
          <Group gap="xs" mt="sm">
            <Button size="xs" onClick={() => moderate.mutate({ id: recipe.id, approved: !recipe.approved })}>
              {recipe.approved ? "Unpublish" : "Approve"}
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => moderate.mutate({ id: recipe.id, featured: !recipe.featured })}
            >
              {recipe.featured ? "Unfeature" : "Feature"}
            </Button>
            <Button size="xs" variant="subtle" color="red.8" onClick={() => remove.mutate({ id: recipe.id })}>
              Delete
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
