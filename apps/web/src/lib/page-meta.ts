// A page's title, description and Open Graph tags, declared by its route's `head` (TanStack Router runs it after the
// route's loader, with the loader's data, in the browser and on the server alike). The server writes them into the
// document it sends (server-document.ts); in the browser <PageHead> keeps the tab in step as she moves on.
import { type I18n, type MessageId, translate } from "@studio/i18n";
import { useRouterState } from "@tanstack/react-router";
import { createContext, useContext, useEffect } from "react";

const SITE = "Carmen Reyes Fitness";
/** The site's own card, shown by a shared link to a page without an image of its own. */
const DEFAULT_IMAGE = "/images/og-card.png";

export interface PageMeta {
  title: string;
  description: string;
  type: "website" | "article";
  /** The page's own picture for a shared link (a post's cover); the site's card otherwise. */
  image?: string;
}

/** A route's `head`: its meta in the tags TanStack Router keeps on the route's match. */
export function pageHead({
  title,
  description,
  type = "website",
  image,
}: Omit<PageMeta, "type"> & {
  type?: PageMeta["type"];
}) {
  const fullTitle = title.includes(SITE) ? title : `${title} | ${SITE}`;
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      { property: "og:type", content: type },
      ...(image ? [{ property: "og:image", content: image }] : []),
    ],
  };
}

/** What every route's `head` is given: its match, with the page's words. */
interface HeadContext {
  match: { context: { i18n: I18n }; status: string; _notFound?: boolean };
}

/** The site's 404 page's head: an address nothing answers, or a loader that found nothing at its address. */
export function notFoundHead({ match }: HeadContext) {
  if (match.status !== "notFound" && !match._notFound) return {};
  const { i18n } = match.context;
  return pageHead({
    title: translate(i18n, "common.notFound.metaTitle"),
    description: translate(i18n, "common.notFound.metaDescription"),
  });
}

/**
 * A route's `head` from two messages of its loaded catalogues: `head: headOf("blog.meta.title", "blog.meta.description")`.
 * The 404 page's when the route found nothing at its address.
 */
export const headOf = (title: MessageId, description: MessageId) => (head: HeadContext) =>
  head.match.status === "notFound"
    ? notFoundHead(head)
    : pageHead({
        title: translate(head.match.context.i18n, title),
        description: translate(head.match.context.i18n, description),
      });

type Tag = { title?: string; name?: string; property?: string; content?: string } | undefined;

/** The meta of the deepest route that declares one, as TanStack's own <HeadContent> picks it. */
export function metaOf(matches: readonly { meta?: readonly Tag[] }[]): PageMeta | null {
  const declared = matches.findLast((match) => match.meta?.some((tag) => tag?.title));
  if (!declared?.meta) return null;
  const tag = (key: "name" | "property", value: string) =>
    declared.meta?.find((found) => found?.[key] === value)?.content;
  const type = tag("property", "og:type") === "article" ? "article" : "website";
  const image = tag("property", "og:image");
  return {
    title: declared.meta.find((found) => found?.title)?.title ?? SITE,
    description: tag("name", "description") ?? "",
    type,
    ...(image ? { image } : {}),
  };
}

/** Lets the server's render learn that the page drawn says "not found", to answer it with a 404. */
export const NotFoundCollector = createContext<(() => void) | null>(null);

/** Called by a screen that tells the visitor what she asked for does not exist. */
export function useNotFoundStatus() {
  useContext(NotFoundCollector)?.();
}

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Keeps the document's head on the open page's meta. Written here rather than by TanStack's <HeadContent>: the
 * server renders the page inside #root and writes the head itself, so React's hoisting of <title> has no head to
 * reach there, and the browser would be given a second set of tags to reconcile.
 */
export function PageHead() {
  const meta = useRouterState({ select: (state) => metaOf(state.matches) });
  const { title, description, type, image } = meta ?? {};
  useEffect(() => {
    if (!title) return;
    document.title = title;
    setMeta("name", "description", description ?? "");
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", description ?? "");
    setMeta("property", "og:type", type ?? "website");
    setMeta("property", "og:url", window.location.href.split("#")[0] ?? window.location.href);
    setMeta("property", "og:image", new URL(image || DEFAULT_IMAGE, window.location.href).href);
  }, [title, description, type, image]);
  return null;
}
