import { useEffect } from "react";

const SITE = "Carmen Reyes Fitness";

/** Sets the document title and description for the screen being shown. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
