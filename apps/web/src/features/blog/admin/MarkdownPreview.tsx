// The editor's live preview, loaded on its own when the editor opens: the Markdown parser and the sanitiser are
// the admin's only, never in a visitor's download. It renders with the server's parser and settings and cleans the
// result in the browser; the page a visitor sees is what the server rendered and sanitised when she saved.
import DOMPurify from "dompurify";
import MarkdownIt from "markdown-it";
import { useDeferredValue, useMemo } from "react";
import classes from "../Blog.module.css";

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });
// As on the server: the page's one first-level heading is the post's title.
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token?.tag === "h1") token.tag = "h2";
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token?.tag === "h1") token.tag = "h2";
  return self.renderToken(tokens, index, options);
};

// As on the server: images only from the site itself (her uploads); another's is left out of the post.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "IMG" && !/^\/(?!\/)/.test(node.getAttribute("src") ?? "")) node.remove();
});

export default function MarkdownPreview({ source }: { source: string }) {
  // Typing stays quick on a phone: the preview redraws when the browser has a moment.
  const deferred = useDeferredValue(source);
  const html = useMemo(
    () => DOMPurify.sanitize(markdown.render(deferred), { FORBID_TAGS: ["style", "form"], FORBID_ATTR: ["style"] }),
    [deferred],
  );
  if (!deferred.trim()) return <p className={classes.previewEmpty}>The preview shows here as you write.</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
