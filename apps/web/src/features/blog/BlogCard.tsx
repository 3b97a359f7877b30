import { Badge, Button, Card, Group, Text, Title, VisuallyHidden } from "@mantine/core";
import { useContentLang } from "../../components/InEnglishNote";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import classes from "./Blog.module.css";
import { type BlogPostCard, formatPostDay } from "./blog-format";

/** One post in the list; `listHref` is the list as filtered, for the article's way back to it. */
export function BlogCard({
  post,
  listHref,
  featured = false,
}: {
  post: BlogPostCard;
  listHref: string;
  featured?: boolean;
}) {
  const { t, language } = useT();
  const lang = useContentLang(post.language);
  return (
    <Card
      component="article"
      radius="lg"
      padding="xl"
      className={featured ? classes.featured : classes.card}
      aria-labelledby={`post-${post.id}`}
    >
      {post.coverImageUrl && (
        <Card.Section mb="lg">
          {/* The title beside it says what the post is about: the picture adds nothing to read aloud. */}
          <img src={post.coverImageUrl} alt="" className={classes.cardCover} loading="lazy" />
        </Card.Section>
      )}
      <Group gap="xs" mb="sm">
        {featured && (
          <Badge color="gold.8" variant="filled" radius="sm">
            {t("blog.card.featured")}
          </Badge>
        )}
        <Badge variant="light" color="plum" radius="sm">
          {t(`blog.category.${post.category}`)}
        </Badge>
      </Group>
      <Title order={featured ? 2 : 3} fz={featured ? { base: 24, sm: 30 } : 20} id={`post-${post.id}`} lang={lang}>
        {post.title}
      </Title>
      <Text c="dimmed" size="sm" mt={6}>
        {t("blog.card.meta", { date: formatPostDay(post.publishedOn, language), minutes: post.readMinutes })}
      </Text>
      <Text mt="sm" mb="lg" lang={lang}>
        {post.excerpt}
      </Text>
      <Button
        component={SiteLink}
        href={`/blog/${post.slug}`}
        state={{ blogList: listHref }}
        variant={featured ? "filled" : "light"}
        mt="auto"
        w="fit-content"
        aria-label={t("blog.card.readMoreLabel", { title: post.title })}
      >
        {t("blog.card.readMore")}
        {/* The title, for screen readers and search engines: "Read More" alone says nothing out of context. */}
        <VisuallyHidden component="span">: {post.title}</VisuallyHidden>
      </Button>
    </Card>
  );
}
