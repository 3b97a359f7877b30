import {
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import type { RecipeFormValues } from "@studio/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { usePageMeta } from "../../lib/page-meta";
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
  const { i18n } = useT();
  usePageMeta("Share a Recipe", "Share a healthy recipe with the Carmen Reyes Fitness community.");
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
      onSuccess: (result) => {
        toast("Recipe submitted!", result.message, "success");
        void navigate({ to: "/recipes" });
      },
      onError: (error) => toast("Error", errorMessage(error, "Failed to submit recipe"), "error"),
    }),
  );
  // One recipe per attempt, however often Share is tapped.
  const submit = useOneAttempt(form, async (values, requestKey) => {
    const ingredients = values.ingredientsText
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (!ingredients.length) {
      toast("Invalid ingredients", "Please enter at least one ingredient", "error");
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

  const imageUrlField = field("imageUrl", "Image URL", {
    description: "Verify your e-mail on My Sessions to upload a photo instead",
  });

  return (
    <Container size="md" className="section">
      <Title order={1} mb="lg">
        Share a Recipe
      </Title>
      <Paper
        component="form"
        onSubmit={submit}
        onFocus={loadFormSchemas}
        noValidate
        radius="lg"
        p={{ base: "lg", sm: "xl" }}
        withBorder
        aria-label="Recipe form"
      >
        <Stack gap="md">
          {field("title", "Title", { withAsterisk: true })}
          <Textarea label="Description" withAsterisk autosize minRows={2} {...form.getInputProps("description")} />
          <Textarea
            label="Ingredients"
            description="One per line"
            withAsterisk
            autosize
            minRows={4}
            {...form.getInputProps("ingredientsText")}
          />
          <Textarea
            label="Instructions"
            description="One step per line"
            withAsterisk
            autosize
            minRows={4}
            {...form.getInputProps("instructions")}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {field("prepTime", "Prep time (minutes)", { inputMode: "numeric" })}
            {field("cookTime", "Cook time (minutes)", { inputMode: "numeric" })}
            {field("servings", "Servings", { inputMode: "numeric" })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {field("calories", "Calories", { inputMode: "numeric" })}
            {field("protein", "Protein (g)", { inputMode: "numeric" })}
            {field("carbs", "Carbs (g)", { inputMode: "numeric" })}
            {field("fat", "Fat (g)", { inputMode: "numeric" })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Category"
              withAsterisk
              data={[{ value: "", label: "Select a category" }, ...categoryOptions]}
              {...form.getInputProps("category")}
            />
            <NativeSelect
              label="Diet type"
              withAsterisk
              data={[{ value: "", label: "Select a diet type" }, ...dietOptions]}
              {...form.getInputProps("dietType")}
            />
          </SimpleGrid>
          {signedIn.data ? (
            // The address field stays until the control has loaded: the one change is the swap it always made.
            <Suspense fallback={imageUrlField}>
              <PhotoUpload
                label="Photo"
                value={form.values.imageUrl || null}
                onChange={(url) => form.setFieldValue("imageUrl", url ?? "")}
              />
            </Suspense>
          ) : (
            imageUrlField
          )}
          <Group>
            <Button type="submit" loading={share.isPending}>
              Share Recipe
            </Button>
            <Button component={SiteLink} href="/recipes" variant="subtle">
              Cancel
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
