import {
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type BlogPostInput, blogPostInput, slugFromTitle } from "@studio/validators";
import { blogCategories, blogCategoryLabels, readMinutesOf } from "@studio/validators/kinds";
import { lazy, Suspense } from "react";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { PhotoUpload } from "../../../components/PhotoUpload";
import { useRules } from "../../../lib/rules";
import type { RouterOutputs } from "../../../lib/trpc";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { PublishTimeInput } from "./PublishTimeInput";

const MarkdownPreview = lazy(() => import("./MarkdownPreview"));

const categoryOptions = blogCategories.map((value) => ({ value, label: blogCategoryLabels[value] }));

/** A new post: a draft by Carmen, dated now. */
export const blankPost = (): BlogPostInput => ({
  title: "",
  slug: "",
  excerpt: "",
  body: "",
  category: "fitness",
  author: "Carmen Reyes",
  coverImageUrl: null,
  featured: false,
  status: "draft",
  publishAt: new Date().toISOString(),
  translations: { es: { title: "", excerpt: "", body: "" } },
});

/** A stored post as the form holds it. */
export const valuesOf = (post: RouterOutputs["admin"]["blog"]["get"]): BlogPostInput => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  body: post.body,
  category: post.category,
  author: post.author,
  coverImageUrl: post.coverImageUrl,
  featured: post.featured,
  status: post.status,
  publishAt: new Date(post.publishAt).toISOString(),
  translations: {
    es: {
      title: post.translations.es?.title ?? "",
      excerpt: post.translations.es?.excerpt ?? "",
      body: post.translations.es?.body ?? "",
    },
  },
});

export type PostForm = ReturnType<typeof usePostForm>;

/** The editor's values, checked by the very schema the server parses them with. */
export function usePostForm(initialValues: BlogPostInput) {
  return useForm<BlogPostInput>({ initialValues, validate: useRules(blogPostInput) });
}

interface Props {
  form: PostForm;
  /** The post's address as stored; changing it breaks links already shared. */
  savedSlug: string | null;
  saving: boolean;
  onSave: (values: BlogPostInput) => void;
  onCancel: () => void;
}

export function BlogPostForm({ form, savedSlug, saving, onSave, onCancel }: Props) {
  const { values } = form;
  const derivedSlug = slugFromTitle(values.title);
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate aria-label="Blog post">
      <Stack gap="md">
        <TextInput label="Title" withAsterisk maxLength={160} {...form.getInputProps("title")} />
        <TextInput
          label="Slug"
          description={
            savedSlug
              ? `The post's address: /blog/${savedSlug}. Changing it breaks links already shared.`
              : "The post's address, /blog/…; left empty, it is made from the title."
          }
          placeholder={derivedSlug || "my-first-post"}
          {...form.getInputProps("slug")}
        />
        <GrowingTextarea
          label="Excerpt"
          description="The summary on the post's card, under its title, and in search results."
          withAsterisk
          minRows={2}
          maxLength={500}
          {...form.getInputProps("excerpt")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect label="Category" data={categoryOptions} withAsterisk {...form.getInputProps("category")} />
          <TextInput label="Author" withAsterisk {...form.getInputProps("author")} />
        </SimpleGrid>
        <PhotoUpload
          label="Cover image"
          value={values.coverImageUrl ?? null}
          onChange={(url) => form.setFieldValue("coverImageUrl", url)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="post-status">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="post-status"
              data={[
                { value: "draft", label: "Draft" },
                { value: "published", label: "Published" },
              ]}
              {...form.getInputProps("status")}
            />
            <Text size="xs" c="dimmed">
              Drafts are hers only; a published post is public from its publish time.
            </Text>
          </Stack>
          <PublishTimeInput
            value={values.publishAt}
            onChange={(value) => form.setFieldValue("publishAt", value)}
            error={form.errors.publishAt}
          />
        </SimpleGrid>
        <Checkbox
          label="Featured post"
          description="Shown first, on its own card, under All Posts. It takes the place of the post featured now."
          {...form.getInputProps("featured", { type: "checkbox" })}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <GrowingTextarea
            label="Body (Markdown)"
            description="A blank line between paragraphs; **bold**, *italic*, ## heading, - list, [link](https://…)."
            withAsterisk
            minRows={14}
            maxRows={40}
            styles={{ input: { fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: 14 } }}
            {...form.getInputProps("body")}
          />
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={500} id="post-preview">
                Preview
              </Text>
              {values.body.trim() && (
                <Text size="xs" c="dimmed">
                  About {readMinutesOf(values.body)} min read
                </Text>
              )}
            </Group>
            <Paper
              withBorder
              radius="md"
              p="md"
              aria-labelledby="post-preview"
              role="region"
              mah={720}
              style={{ overflowY: "auto" }}
            >
              <Suspense fallback={<Loader size="sm" aria-label="Loading the preview" />}>
                <MarkdownPreview source={values.body} />
              </Suspense>
            </Paper>
          </Stack>
        </SimpleGrid>
        <SpanishVersion version={values.translations?.es}>
          <TextInput label="Título" maxLength={160} {...form.getInputProps("translations.es.title")} />
          <GrowingTextarea
            label="Extracto"
            minRows={2}
            maxLength={500}
            {...form.getInputProps("translations.es.excerpt")}
          />
          <GrowingTextarea
            label="Texto (Markdown)"
            minRows={8}
            maxRows={30}
            styles={{ input: { fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: 14 } }}
            {...form.getInputProps("translations.es.body")}
          />
        </SpanishVersion>
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel}>
            ← All posts
          </Button>
          <Button type="submit" loading={saving}>
            {savedSlug ? "Save Changes" : "Create Post"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
