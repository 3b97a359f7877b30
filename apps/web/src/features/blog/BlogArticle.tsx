import { Badge, Button, Container, Text, Title } from "@mantine/core";
import { useRouterState } from "@tanstack/react-router";
import { SiteLink } from "../../components/layout/SiteLink";
import { formatLongDate } from "../../lib/format";
import { usePageMeta } from "../../lib/page-meta";
import classes from "./Blog.module.css";
import { BlogCallToAction } from "./BlogCallToAction";
import { type BlogPost, categoryLabels } from "./posts";

export function BlogArticle({ post }: { post: BlogPost }) {
  usePageMeta(post.title, post.excerpt, "article");
  // Back to the list as she left it (its category filter), when she came from it; the whole blog otherwise.
  const cameFrom = useRouterState({ select: (state) => (state.location.state as { blogList?: unknown }).blogList });
  const backHref = typeof cameFrom === "string" && /^\/blog(\?category=\w+)?$/.test(cameFrom) ? cameFrom : "/blog";
  return (
    <>
      <Container size="sm" className="section">
        <article>
          <div>
            <Button component={SiteLink} href={backHref} variant="subtle" px={0} mb="lg">
              ← Back to Blog
            </Button>
          </div>
          <Badge variant="light" color="plum" radius="sm" mb="md">
            {categoryLabels[post.category]}
          </Badge>
          <Title order={1} fz={{ base: 30, sm: 42 }}>
            {post.title}
          </Title>
          <Text c="dimmed" mt="sm">
            By {post.author} · <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time> ·{" "}
            {post.readTime} min read
          </Text>
          <Text className={classes.lead} mt="xl">
            {post.excerpt}
          </Text>
          <div className={classes.body}>
            {post.content.split("\n\n").map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </article>
      </Container>
      <BlogCallToAction />
    </>
  );
}
