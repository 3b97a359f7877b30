// A post's body, from the Markdown she writes to the HTML its page shows: rendered with markdown-it, then cleaned by
// sanitize-html to an allowlist, so no post can carry script (no script or style element, no on* attribute, no
// javascript: or data: address), whatever is typed or pasted into the editor.
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// HTML typed into the Markdown is parsed (a pasted <em> keeps its emphasis); the sanitiser decides what stays.
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "s",
    "a",
    "code",
    "pre",
    "hr",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "loading"],
    ol: ["start"],
  },
  // Links to the web, e-mail and phone, and the site's own pages. Images only from the site itself (her uploads):
  // the pages' content security policy would not show another's, and a picture from elsewhere could track readers.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  // An image whose address was refused is dropped whole.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  allowProtocolRelative: false,
  transformTags: {
    // The page's one first-level heading is the post's title.
    h1: "h2",
    // Pictures further down the article load as she scrolls to them.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/** The sanitised HTML of a post's Markdown body. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), allowed);
}
