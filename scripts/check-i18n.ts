// `pnpm check`'s check of the catalogues and of the translated screens:
// - every namespace has a catalogue in every language, with the same IDs, each a valid ICU message whose
//   placeholders are the English message's own;
// - each route loads the namespaces its screens use, and no other (route-namespaces.ts);
// - no translated screen renders a literal user-facing string (text between tags, or a label, alt, title or
//   placeholder attribute): its words come from the catalogues.
// Biome has no rule for either, so it is written here, on TypeScript's own parser.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { LANGUAGES, NAMESPACES } from "@studio/i18n";
import { compileCatalog } from "@studio/i18n/compile";
import ts from "typescript";
import { routeNamespaceProblems } from "./route-namespaces";

const root = join(import.meta.dirname, "..");
const messagesDir = join(root, "packages/i18n/messages");
const problems: string[] = [];

/**
 * Every screen is translated but the trainer's back office (English, as she works in it) and the developer's test
 * pages: a new screen is checked without being listed.
 */
const NOT_TRANSLATED = [
  /\/admin\//,
  /\/features\/(admin-shell|back-office|dev-tools)\//,
  /\/routes\/(admin|test-)[^/]*\.tsx$/,
];

type Compiled = ReturnType<typeof compileCatalog>[string];
function placeholders(message: Compiled, into = new Set<string>()): Set<string> {
  if (typeof message === "string") return into;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, , options] = token as [string, unknown, Record<string, Compiled> | undefined];
    if (!/^\d+$/.test(name)) into.add(name);
    for (const branch of Object.values(options ?? {})) if (Array.isArray(branch)) placeholders(branch, into);
  }
  return into;
}

const catalogues = new Map<string, Record<string, string>>();
for (const language of LANGUAGES) {
  const files = readdirSync(join(messagesDir, language)).map((file) => file.replace(/\.json$/, ""));
  for (const file of files)
    if (!(NAMESPACES as readonly string[]).includes(file)) problems.push(`${language}/${file}.json: not a namespace`);
  for (const namespace of NAMESPACES) {
    try {
      catalogues.set(
        `${language}/${namespace}`,
        JSON.parse(readFileSync(join(messagesDir, language, `${namespace}.json`), "utf8")),
      );
    } catch (error) {
      problems.push(`${language}/${namespace}.json: ${(error as Error).message}`);
    }
  }
}
for (const namespace of NAMESPACES) {
  const english = catalogues.get(`en/${namespace}`) ?? {};
  const englishCompiled = compileCatalog(namespace, english);
  for (const language of LANGUAGES.filter((language) => language !== "en")) {
    const other = catalogues.get(`${language}/${namespace}`) ?? {};
    for (const key of Object.keys(english))
      if (!(key in other)) problems.push(`${language}/${namespace}.json: missing "${key}"`);
    for (const key of Object.keys(other))
      if (!(key in english)) problems.push(`${language}/${namespace}.json: "${key}" is not in the English catalogue`);
    let compiled: ReturnType<typeof compileCatalog> = {};
    try {
      compiled = compileCatalog(namespace, other);
    } catch (error) {
      problems.push(`${language}/${namespace}.json: ${(error as Error).message}`);
    }
    for (const [id, message] of Object.entries(compiled)) {
      const source = englishCompiled[id];
      if (source === undefined) continue;
      const allowed = placeholders(source);
      for (const name of placeholders(message))
        if (!allowed.has(name)) problems.push(`${language}: ${id} uses {${name}}, which the English message does not`);
    }
  }
}

/**
 * Miami's Spanish, as docs/spanish-style.md writes it, where a pattern can tell: “comillas” rather than «guillemets»,
 * "agregar" (Latin America) rather than "añadir" (Spain), and no second full stop after "a. m." or "p. m.".
 */
const SPANISH_STYLE: { pattern: RegExp; rule: string }[] = [
  { pattern: /[«»]/, rule: "uses «guillemets»: write “comillas”" },
  { pattern: /añad/i, rule: 'uses "añadir": write "agregar"' },
  { pattern: /[ap]\. ?m\.\./, rule: 'writes a full stop after "a. m." or "p. m."' },
];
for (const namespace of NAMESPACES)
  for (const [id, message] of Object.entries(catalogues.get(`es/${namespace}`) ?? {}))
    for (const { pattern, rule } of SPANISH_STYLE)
      if (pattern.test(message)) problems.push(`es/${namespace}.json: "${id}" ${rule}`);

/**
 * The shared schemas cannot name a MessageId's type (the catalogues stand on them), so their rules' IDs are checked
 * here: each "validation.…" they give is in the catalogue.
 */
const validatorsDir = join(root, "packages/validators/src");
const validationIds = catalogues.get("en/validation") ?? {};
for (const file of readdirSync(validatorsDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")))
  for (const [, key] of readFileSync(join(validatorsDir, file), "utf8").matchAll(/["'`]validation\.([\w.]+)["'`]/g))
    if (!(key && key in validationIds))
      problems.push(`packages/validators/src/${file}: "validation.${key}" is in no catalogue`);

const USER_FACING_ATTRIBUTES = new Set(["aria-label", "alt", "title", "placeholder", "label", "description"]);
/**
 * Words a person reads: two lower-case letters in a row (not a code like "NSCA", a number or a symbol), and not a
 * message ID handed to a component that translates it ("common.footer.label").
 */
const isMessageId = (text: string) => NAMESPACES.some((namespace) => text.startsWith(`${namespace}.`));
/** Names that are the same in every language. */
const NAMES = new Set(["Instagram", "Facebook", "YouTube"]);
const hasWords = (text: string) => /[a-z]{2,}/.test(text) && !isMessageId(text.trim()) && !NAMES.has(text.trim());

function checkScreen(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    problems.push(`${relative(root, file)}:${line + 1}: literal text "${text.trim().slice(0, 60)}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && USER_FACING_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && hasWords(value.text)) report(node, value.text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const value = node.expression;
      if ((ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && hasWords(value.text))
        report(node, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const screens = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => screens(join(path, name)))
    : path.endsWith(".tsx") && !path.endsWith(".test.tsx") && !NOT_TRANSLATED.some((rule) => rule.test(path))
      ? [path]
      : [];
for (const file of screens(join(root, "apps/web/src"))) checkScreen(file);

problems.push(
  ...routeNamespaceProblems(
    join(root, "apps/web/src"),
    new Map(NAMESPACES.map((namespace) => [namespace, new Set(Object.keys(catalogues.get(`en/${namespace}`) ?? {}))])),
  ),
);

if (problems.length) {
  console.error(`Catalogues and translated screens: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  `Catalogues: ${NAMESPACES.length} namespaces in ${LANGUAGES.length} languages; translated screens clean; every route loads what its screens use.`,
);
