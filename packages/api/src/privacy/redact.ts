// Free text the site wrote about a client (the audit trail's before/after, a refund's reason, an e-mail naming her to
// someone else) can quote her name, address or phone. Erasing her replaces each of them wherever it appears, in any
// case, as plain text, inside JSON text (where quotes and backslashes are escaped) or inside HTML (where &, <, >,
// quotes and apostrophes are).
import { escapeHtml } from "@studio/email";

const REDACTED = "[erased]";
/** Shorter values ("Al", "NY") would blank ordinary words in the text around them. */
const SHORTEST = 3;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A function that redacts every one of these values from a text; null when there is nothing to look for. */
export function redactor(values: Iterable<string | null | undefined>): ((text: string) => string) | null {
  const forms = new Set<string>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (!trimmed || trimmed.length < SHORTEST) continue;
    forms.add(trimmed);
    forms.add(JSON.stringify(trimmed).slice(1, -1));
    forms.add(escapeHtml(trimmed));
  }
  if (!forms.size) return null;
  // Longest first, so a full name goes before a part of it that is also listed.
  const pattern = new RegExp(
    [...forms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "giu",
  );
  return (text) => text.replace(pattern, REDACTED);
}
