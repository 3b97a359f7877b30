// Each route's catalogues, derived from the message IDs its screens use: the IDs written in the route's file and in
// every module it imports (statically or lazily), less what its parent routes already load. `check-i18n` compares
// this with the namespaces the route loads, so a route never draws an ID it has not loaded (which throws outside
// production) nor downloads a catalogue it never shows.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

/**
 * Catalogues a route does not list: `validation` is loaded by the forms' resolver when a form first checks
 * (lib/lazy-resolver.ts), and `email` and `server` are spoken by the server only.
 */
const NOT_ROUTED = new Set<string>(["validation", "email", "server"]);

const sourceOf = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** An import whose every name is a type brings no code, and so no words. */
const typeOnly = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((item) => item.isTypeOnly)
  );
};

interface ModuleFacts {
  imports: string[];
  /** Namespaces of the message IDs written in it: an existing ID, or a template that starts with a namespace. */
  namespaces: Set<string>;
  /** For a route file: the namespaces it loads. */
  loads: Set<string>;
}

/**
 * What is wrong with the routes' lists: a namespace a route's screens use that neither it nor a parent loads, and one
 * it loads that neither its screens nor those of the routes inside it use.
 */
export function routeNamespaceProblems(webSource: string, ids: Map<string, Set<string>>): string[] {
  const namespaceOfId = (text: string): string | undefined => {
    const namespace = text.slice(0, text.indexOf("."));
    return ids.get(namespace)?.has(text.slice(namespace.length + 1)) ? namespace : undefined;
  };
  const facts = new Map<string, ModuleFacts>();
  const factsOf = (file: string): ModuleFacts => {
    const known = facts.get(file);
    if (known) return known;
    const found: ModuleFacts = { imports: [], namespaces: new Set(), loads: new Set() };
    facts.set(file, found);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && typeOnly(node)) return;
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const target = resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text);
        if (target) found.imports.push(target);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression.getText();
        const [first] = node.arguments;
        if (callee === "import" && first && ts.isStringLiteral(first)) {
          const target = resolveImport(file, first.text);
          if (target) found.imports.push(target);
        }
        const listed =
          callee === "withMessages"
            ? node.arguments
            : callee === "loadMessages" && node.arguments[1] && ts.isArrayLiteralExpression(node.arguments[1])
              ? node.arguments[1].elements
              : [];
        for (const argument of listed) if (ts.isStringLiteral(argument)) found.loads.add(argument.text);
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const namespace = namespaceOfId(node.text);
        if (namespace) found.namespaces.add(namespace);
      }
      if (ts.isTemplateExpression(node)) {
        const namespace = node.head.text.match(/^([a-z]+)\./)?.[1];
        if (namespace && ids.has(namespace)) found.namespaces.add(namespace);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceOf(file));
    return found;
  };

  const routesDir = join(webSource, "routes");
  const routeFiles = readdirSync(routesDir)
    .filter((name) => name.endsWith(".tsx") && !name.includes(".gen."))
    .map((name) => join(routesDir, name));
  const isRoute = new Set(routeFiles);

  /** The namespaces a route's own module graph uses; other routes' files are theirs. */
  const usedBy = new Map<string, Set<string>>();
  const used = (route: string) => {
    const known = usedBy.get(route);
    if (known) return known;
    const seen = new Set<string>();
    const namespaces = new Set<string>();
    const stack = [route];
    while (stack.length) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const { imports, namespaces: own } = factsOf(file);
      for (const namespace of own) if (!NOT_ROUTED.has(namespace)) namespaces.add(namespace);
      for (const target of imports) if (!isRoute.has(target)) stack.push(target);
    }
    usedBy.set(route, namespaces);
    return namespaces;
  };

  /** `admin.blog.tsx` stands inside `admin.tsx`, and every route inside `__root.tsx`. */
  const parentsOf = (route: string) => {
    const name = route.slice(routesDir.length + 1, -".tsx".length);
    if (name === "__root") return [];
    const parts = name.split(".");
    const parents = parts.slice(1).map((_, index) => join(routesDir, `${parts.slice(0, index + 1).join(".")}.tsx`));
    return [join(routesDir, "__root.tsx"), ...parents.filter((path) => isRoute.has(path))];
  };

  const nameOf = (route: string) => `apps/web/src/routes/${route.slice(routesDir.length + 1)}`;
  return routeFiles.flatMap((file) => {
    const { loads } = factsOf(file);
    const loadedAbove = new Set(parentsOf(file).flatMap((parent) => [...factsOf(parent).loads]));
    const uses = used(file);
    const missing = [...uses].filter((namespace) => !loads.has(namespace) && !loadedAbove.has(namespace));
    const usedInside = new Set(
      routeFiles
        .filter((other) => other === file || parentsOf(other).includes(file))
        .flatMap((other) => [...used(other)]),
    );
    const unused = [...loads].filter((namespace) => !usedInside.has(namespace) && !NOT_ROUTED.has(namespace));
    return [
      ...(missing.length ? [`${nameOf(file)}: its screens use ${missing.join(", ")}, which it does not load`] : []),
      ...(unused.length ? [`${nameOf(file)}: loads ${unused.join(", ")}, which no screen of it uses`] : []),
    ];
  });
}
