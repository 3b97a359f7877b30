import { createContext, useContext, useEffect } from "react";

const SITE = "Carmen Reyes Fitness";
/** The site's own card, shown by a shared link to a page without an image of its own. */
const DEFAULT_IMAGE = "/images/og-card.svg";

export interface PageMeta {
  title: string;
  description: string;
  type: "website" | "article";
  /** The page's own picture for a shared link (a post's cover); the site's card otherwise. */
  image?: string;
}

/** Lets the server's render learn each page's title and description, which the browser sets in an effect. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

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

/** Sets the title, description and Open Graph tags for the screen being shown. */
export function usePageMeta(
  title: string,
  description: string,
  type: "website" | "article" = "website",
  image?: string | null,
) {
  const fullTitle = title.includes(SITE) ? title : `${title} | ${SITE}`;
  useContext(PageMetaCollector)?.({ title: fullTitle, description, type, ...(image ? { image } : {}) });
  useEffect(() => {
    document.title = fullTitle;
    setMeta("name", "description", description);
    setMeta("property", "og:title", fullTitle);
    setMeta("property", "og:description", description);
    setMeta("property", "og:type", type);
    setMeta("property", "og:url", window.location.href.split("#")[0] ?? window.location.href);
    setMeta("property", "og:image", new URL(image || DEFAULT_IMAGE, window.location.href).href);
  }, [fullTitle, description, type, image]);
}
