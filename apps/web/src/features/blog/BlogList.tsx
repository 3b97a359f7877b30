import { Container, SimpleGrid, Text, Title, UnstyledButton } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import classes from "./Blog.module.css";
import { BlogCallToAction } from "./BlogCallToAction";
import { BlogCard } from "./BlogCard";
import { type BlogCategory, categoryLabels, posts } from "./posts";

export type BlogFilter = "all" | BlogCategory;

const filters: { value: BlogFilter; label: string }[] = [
  { value: "all", label: "All Posts" },
  ...(Object.entries(categoryLabels) as [BlogCategory, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];

export const blogListHref = (filter: BlogFilter) => (filter === "all" ? "/blog" : `/blog?category=${filter}`);

/** The list view: category filter, the featured post under All Posts only, then the grid. */
export function BlogList({ filter }: { filter: BlogFilter }) {
  const router = useRouter();
  const featured = filter === "all" ? posts.find((post) => post.featured) : undefined;
  const shown = posts.filter((post) => (filter === "all" ? post !== featured : post.category === filter));
  const choose = (value: BlogFilter) => router.history.push(blogListHref(value));

  return (
    <>
      <Container className="section">
        <Text className="eyebrow">Blog</Text>
        <Title order={1}>Strength, Nutrition &amp; Wellness After 40</Title>
        <Text c="dimmed" mt="sm" maw={640}>
          Practical advice from the gym floor: how to train, eat and recover for the body you have now.
        </Text>

        <fieldset className={classes.filters}>
          <legend className="visually-hidden">Filter posts by category</legend>
          {filters.map((option) => (
            <UnstyledButton
              key={option.value}
              className={classes.filter}
              aria-pressed={filter === option.value}
              onClick={() => choose(option.value)}
            >
              {option.label}
            </UnstyledButton>
          ))}
        </fieldset>

        {featured && (
          <div className={classes.featuredWrap}>
            <BlogCard post={featured} listHref={blogListHref(filter)} featured />
          </div>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="post-grid">
          {shown.map((post) => (
            <BlogCard key={post.id} post={post} listHref={blogListHref(filter)} />
          ))}
        </SimpleGrid>
      </Container>
      <BlogCallToAction />
    </>
  );
}
