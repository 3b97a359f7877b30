import { Button, Container, Group, SimpleGrid, Text, Title, UnstyledButton } from "@mantine/core";
import { type BlogCategory, blogCategoryLabels } from "@studio/validators/blog-kinds";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { trpc } from "../../lib/trpc";
import classes from "./Blog.module.css";
import { BlogCallToAction } from "./BlogCallToAction";
import { BlogCard } from "./BlogCard";

export type BlogFilter = "all" | BlogCategory;

const filters: { value: BlogFilter; label: string }[] = [
  { value: "all", label: "All Posts" },
  ...(Object.entries(blogCategoryLabels) as [BlogCategory, string][]).map(([value, label]) => ({ value, label })),
];

/** The list's address: its category filter and, past the first, its page. */
export const blogListHref = (filter: BlogFilter, page = 1) => {
  const search = new URLSearchParams();
  if (filter !== "all") search.set("category", filter);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `/blog?${query}` : "/blog";
};

/** The list view: category filter, the featured post under All Posts only, then the grid, newest first. */
export function BlogList({ filter, page }: { filter: BlogFilter; page: number }) {
  const router = useRouter();
  const list = useQuery(trpc.blog.list.queryOptions(filter === "all" ? { page } : { category: filter, page }));
  const choose = (value: BlogFilter) => router.history.push(blogListHref(value));
  const here = blogListHref(filter, page);

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

        <QueryState
          query={list}
          label="Loading posts"
          place="section"
          error={
            <Text c="red.8" role="alert">
              The posts could not be loaded. Please try again in a moment.
            </Text>
          }
        >
          {({ featured, posts, hasMore }) => (
            <>
              {featured && (
                <div className={classes.featuredWrap}>
                  <BlogCard post={featured} listHref={here} featured />
                </div>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="post-grid">
                {posts.map((post) => (
                  <BlogCard key={post.id} post={post} listHref={here} />
                ))}
              </SimpleGrid>
              {!featured && !posts.length && <Text c="dimmed">No posts here yet. Please check back soon.</Text>}
              {(page > 1 || hasMore) && (
                <Group justify="space-between" mt="xl" component="nav" aria-label="More posts">
                  {page > 1 ? (
                    <Button component={SiteLink} href={blogListHref(filter, page - 1)} variant="subtle">
                      ← Newer posts
                    </Button>
                  ) : (
                    <span />
                  )}
                  {hasMore && (
                    <Button component={SiteLink} href={blogListHref(filter, page + 1)} variant="subtle">
                      Older posts →
                    </Button>
                  )}
                </Group>
              )}
            </>
          )}
        </QueryState>
      </Container>
      <BlogCallToAction />
    </>
  );
}
