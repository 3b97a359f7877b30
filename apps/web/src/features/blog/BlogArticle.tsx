import { Badge, Button, Container, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { InEnglishNote, useContentLang } from "../../components/InEnglishNote";
import { NotFound } from "../../components/layout/NotFound";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { RichText, useT } from "../../i18n/use-t";
import { isNotFound } from "../../lib/route-data";
import classes from "./Blog.module.css";
import { BlogCallToAction } from "./BlogCallToAction";
import { type BlogArticlePost, formatPostDay } from "./blog-format";
import { blogPostQuery } from "./queries";

/** A post's page; an address with no public post is the site's 404 page (and the server answers it with 404). */
export function BlogArticle({ slug }: { slug: string }) {
  const { t, language } = useT();
  const post = useQuery(blogPostQuery(slug, language));
  return (
    <QueryState
      query={post}
      label={t("blog.article.loading")}
      place="screen"
      error={(error) =>
        isNotFound(error) ? (
          <NotFound />
        ) : (
          <Container size="sm" className="section">
            <Text c="red.8" role="alert">
              {t("blog.article.error")}
            </Text>
          </Container>
        )
      }
    >
      {(found) => <Article post={found} />}
    </QueryState>
  );
}

function Article({ post }: { post: BlogArticlePost }) {
  // Back to the list as she left it (its category filter and page), when she came from it; the whole blog otherwise.
  const cameFrom = useRouterState({ select: (state) => (state.location.state as { blogList?: unknown }).blogList });
  const { t, language } = useT();
  // Her words, in English on a Spanish page when she wrote no Spanish version: read out in English.
  const lang = useContentLang(post.language);
  const backHref = typeof cameFrom === "string" && /^\/blog(\?[\w=&]+)?$/.test(cameFrom) ? cameFrom : "/blog";
  return (
    <>
      <Container size="sm" className="section">
        <article>
          <div>
            <Button component={SiteLink} href={backHref} variant="subtle" px={0} mb="lg">
              {t("blog.article.back")}
            </Button>
          </div>
          <Badge variant="light" color="plum" radius="sm" mb="md">
            {t(`blog.category.${post.category}`)}
          </Badge>
          <Title order={1} fz={{ base: 30, sm: 42 }} lang={lang}>
            {post.title}
          </Title>
          <Text c="dimmed" mt="sm">
            <RichText
              id="blog.article.byline"
              values={{
                author: post.author,
                date: formatPostDay(post.publishedOn, language, "long"),
                minutes: post.readMinutes,
              }}
              components={{ 0: <time dateTime={post.publishedOn} /> }}
            />
          </Text>
          <InEnglishNote language={post.language} />
          <Text className={classes.lead} mt="xl" lang={lang}>
            {post.excerpt}
          </Text>
          {post.coverImageUrl && <img src={post.coverImageUrl} alt="" className={classes.articleCover} />}
          {/* Rendered from her Markdown and sanitised by the server when she saved it. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the stored HTML is sanitised on the server */}
          <div className={classes.body} lang={lang} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        </article>
      </Container>
      <BlogCallToAction />
    </>
  );
}
