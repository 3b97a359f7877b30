import { Button, Container, Group, SimpleGrid, Text, Title, UnstyledButton } from "@mantine/core";
import { localizeHref } from "@studio/i18n/paths";
import { blogCategories } from "@studio/validators/kinds";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import classes from "./Blog.module.css";
import { BlogCallToAction } from "./BlogCallToAction";
import { BlogCard } from "./BlogCard";
import { type BlogFilter, blogListQuery } from "./queries";

const filters: BlogFilter[] = ["all", ...blogCategories];

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
  const { t, language } = useT();
  const list = useQuery(blogListQuery(filter, page, language));
  const choose = (value: BlogFilter) => router.history.push(localizeHref(language, blogListHref(value)));
  const here = blogListHref(filter, page);

  return (
    <>
      <Container className="section">
        <Text className="eyebrow">{t("blog.list.eyebrow")}</Text>
        <Title order={1}>{t("blog.list.title")}</Title>
        <Text c="dimmed" mt="sm" maw={640}>
          {t("blog.list.lead")}
        </Text>

        <fieldset className={classes.filters}>
          <legend className="visually-hidden">{t("blog.list.filters")}</legend>
          {filters.map((option) => (
            <UnstyledButton
              key={option}
              className={classes.filter}
              aria-pressed={filter === option}
              onClick={() => choose(option)}
            >
              {option === "all" ? t("blog.list.all") : t(`blog.category.${option}`)}
            </UnstyledButton>
          ))}
        </fieldset>

        <QueryState
          query={list}
          label={t("blog.list.loading")}
          place="section"
          error={
            <Text c="red.8" role="alert">
              {t("blog.list.error")}
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
              {!featured && !posts.length && <Text c="dimmed">{t("blog.list.empty")}</Text>}
              {(page > 1 || hasMore) && (
                <Group justify="space-between" mt="xl" component="nav" aria-label={t("blog.list.pages")}>
                  {page > 1 ? (
                    <Button component={SiteLink} href={blogListHref(filter, page - 1)} variant="subtle">
                      {t("blog.list.newer")}
                    </Button>
                  ) : (
                    <span />
                  )}
                  {hasMore && (
                    <Button component={SiteLink} href={blogListHref(filter, page + 1)} variant="subtle">
                      {t("blog.list.older")}
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
