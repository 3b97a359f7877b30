import { createContext, useContext, useEffect } from "react";

const SITE = "Carmen Reyes Fitness";

export interface PageMeta {
  title: string;
  description: string;
  type: "website" | "article";
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
export function usePageMeta(title: string, description: string, type: "website" | "article" = "website") {
  const fullTitle = title.includes(SITE) ? title : `${title} | ${SITE}`;
  useContext(PageMetaCollector)?.({ title: fullTitle, description, type });
  useEffect(() => {
    document.title = fullTitle;
    setMeta("name", "description", description);
    setMeta("property", "og:title", fullTitle);
    setMeta("property", "og:description", description);
    setMeta("property", "og:type", type);
    setMeta("property", "og:url", window.location.href.split("#")[0] ?? window.location.href);
  }, [fullTitle, description, type]);
}
