import { Button, Group, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type RecipeTranslationInput, recipeTranslationInput } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";

type AdminRecipe = RouterOutputs["admin"]["recipes"]["list"][number];

/** Her Spanish version as the form holds it: every field a text, empty where she wrote none. */
function editable({ id, translations }: AdminRecipe): RecipeTranslationInput {
  const es = translations.es ?? {};
  return {
    id,
    translations: {
      es: {
        title: es.title ?? "",
        description: es.description ?? "",
        ingredients: es.ingredients ?? "",
        instructions: es.instructions ?? "",
      },
    },
  };
}

/**
 * Her Spanish version of a recipe, for the Spanish site: a client who shared it wrote one language, she may give
 * it the other. Fields left empty show the English, noted as such.
 */
export function RecipeSpanishForm({ recipe }: { recipe: AdminRecipe }) {
  const queryClient = useQueryClient();
  const form = useForm<RecipeTranslationInput>({
    initialValues: editable(recipe),
    validate: useRules(recipeTranslationInput),
  });
  const save = useMutation(
    trpc.admin.recipes.translate.mutationOptions({
      onSuccess: (saved) => {
        toast("Saved", `The Spanish version of “${saved.title}” is saved`, "success");
        form.resetDirty();
        void queryClient.invalidateQueries({ queryKey: trpc.admin.recipes.list.queryKey() });
      },
      onError: (error) => toast("Error", errorMessage(error, "Failed to save the Spanish version"), "error"),
    }),
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <SpanishVersion version={form.values.translations.es}>
        <TextInput label="Título" maxLength={2000} {...form.getInputProps("translations.es.title")} />
        <GrowingTextarea
          label="Descripción"
          minRows={2}
          maxLength={2000}
          {...form.getInputProps("translations.es.description")}
        />
        <GrowingTextarea
          label="Ingredientes"
          description="Uno por línea"
          minRows={4}
          {...form.getInputProps("translations.es.ingredients")}
        />
        <GrowingTextarea
          label="Preparación"
          description="Un paso por línea"
          minRows={4}
          maxLength={8000}
          {...form.getInputProps("translations.es.instructions")}
        />
        <Group>
          <Button type="submit" size="xs" loading={save.isPending}>
            Save Spanish version
          </Button>
        </Group>
      </SpanishVersion>
    </form>
  );
}
