import { Button, Container, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { RecipeFormValues } from "@studio/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { GrowingTextarea } from "../../components/GrowingTextarea";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { useOneAttempt } from "../../lib/use-one-attempt";
import { categoryOptions, dietOptions } from "./labels";

/** Only a verified client uploads a photo: everyone else never loads the control. */
const PhotoUpload = lazy(() =>
  import("../../components/PhotoUpload").then((module) => ({ default: module.PhotoUpload })),
);

type Values = Omit<RecipeFormValues, "category" | "dietType" | "calories" | "protein" | "carbs" | "fat"> & {
  category: string;
  dietType: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
};

export function RecipeCreatePage() {
  const { t, i18n } = useT();
  const navigate = useNavigate();
  const signedIn = useQuery(trpc.portal.me.queryOptions(undefined, { staleTime: 0 }));
  const form = useForm<Values>({
    initialValues: {
      title: "",
      description: "",
      ingredientsText: "",
      instructions: "",
      prepTime: 15,
      cookTime: 30,
      servings: 2,
      calories: "",
      protein: "",
      carbs: "",
      fat: "",
      category: "",
      dietType: "",
      imageUrl: "",
    },
    // Checked against the shared schema when sent; zod and the schema start loading when the form is first focused.
    validate: lazyResolver(i18n, (schemas) => schemas.recipeForm),
  });
  const share = useMutation(
    trpc.recipes.share.mutationOptions({
      // The server's words in the page's language: the form's check loaded them before the recipe was sent.
      onSuccess: (result) => {
        toast(t("recipes.create.shared"), result.message, "success");
        void navigate({ to: "/recipes" });
      },
      onError: (error) =>
        toast(t("recipes.create.errorTitle"), errorMessage(error, t("recipes.create.failed")), "error"),
    }),
  );
  // One recipe per attempt, however often Share is tapped.
  const submit = useOneAttempt(form, async (values, requestKey) => {
    const ingredients = values.ingredientsText
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (!ingredients.length) {
      toast(t("recipes.create.noIngredientsTitle"), t("recipes.create.noIngredients"), "error");
      return false;
    }
    const { ingredientsText: _text, ...rest } = values;
    return share.mutateAsync({ ...rest, ingredients, submittedBy: 0, requestKey } as never).then(
      () => true,
      () => false,
    );
  });
  const field = (name: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} {...props} key={form.key(name)} {...form.getInputProps(name)} />
  );

  const imageUrlField = field("imageUrl", t("recipes.create.field.imageUrl"), {
    description: t("recipes.create.field.imageUrlHint"),
  });

  return (
    <Container size="md" className="section">
      <Title order={1} mb="lg">
        {t("recipes.create.title")}
      </Title>
      <Paper
        component="form"
        onSubmit={submit}
        onFocus={loadFormSchemas}
        noValidate
        radius="lg"
        p={{ base: "lg", sm: "xl" }}
        withBorder
        aria-label={t("recipes.create.form")}
      >
        <Stack gap="md">
          {field("title", t("recipes.create.field.title"), { withAsterisk: true })}
          <GrowingTextarea
            label={t("recipes.create.field.description")}
            withAsterisk
            minRows={2}
            {...form.getInputProps("description")}
          />
          <GrowingTextarea
            label={t("recipes.create.field.ingredients")}
            description={t("recipes.create.field.ingredientsHint")}
            withAsterisk
            minRows={4}
            {...form.getInputProps("ingredientsText")}
          />
          <GrowingTextarea
            label={t("recipes.create.field.instructions")}
            description={t("recipes.create.field.instructionsHint")}
            withAsterisk
            minRows={4}
            {...form.getInputProps("instructions")}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {field("prepTime", t("recipes.create.field.prepTime"), { inputMode: "numeric" })}
            {field("cookTime", t("recipes.create.field.cookTime"), { inputMode: "numeric" })}
            {field("servings", t("recipes.create.field.servings"), { inputMode: "numeric" })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {field("calories", t("recipes.create.field.calories"), { inputMode: "numeric" })}
            {field("protein", t("recipes.create.field.protein"), { inputMode: "numeric" })}
            {field("carbs", t("recipes.create.field.carbs"), { inputMode: "numeric" })}
            {field("fat", t("recipes.create.field.fat"), { inputMode: "numeric" })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t("recipes.create.field.category")}
              withAsterisk
              data={[{ value: "", label: t("recipes.create.field.categoryPrompt") }, ...categoryOptions(t)]}
              {...form.getInputProps("category")}
            />
            <NativeSelect
              label={t("recipes.create.field.diet")}
              withAsterisk
              data={[{ value: "", label: t("recipes.create.field.dietPrompt") }, ...dietOptions(t)]}
              {...form.getInputProps("dietType")}
            />
          </SimpleGrid>
          {signedIn.data ? (
            // The address field stays until the control has loaded: the one change is the swap it always made.
            <Suspense fallback={imageUrlField}>
              <PhotoUpload
                label={t("recipes.create.field.photo")}
                value={form.values.imageUrl || null}
                onChange={(url) => form.setFieldValue("imageUrl", url ?? "")}
              />
            </Suspense>
          ) : (
            imageUrlField
          )}
          <Group>
            <Button type="submit" loading={share.isPending}>
              {t("recipes.create.submit")}
            </Button>
            <Button component={SiteLink} href="/recipes" variant="subtle">
              {t("recipes.create.cancel")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
