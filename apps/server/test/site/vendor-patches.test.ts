// The vendor patches (patches/*.patch, applied by pnpm's patchedDependencies) are still in force: each patched
// file the server loads holds every hunk's new text and none of its old. A version bump, a dropped
// patchedDependencies line or a patch that no longer applies fails here rather than in production.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../../..");
const patchDir = join(root, "patches");
const require = createRequire(join(root, "apps/server/package.json"));

interface Hunk {
  before: string;
  after: string;
}

/** Hunks per file of a git-style patch; any text before the first `diff --git` line is ignored, as pnpm does. */
function parsePatch(text: string): Map<string, Hunk[]> {
  const files = new Map<string, Hunk[]>();
  let hunks: Hunk[] | undefined;
  let hunk: { before: string[]; after: string[] } | undefined;
  const finish = () => {
    if (hunk && hunks) hunks.push({ before: hunk.before.join("\n"), after: hunk.after.join("\n") });
    hunk = undefined;
  };
  for (const line of text.replace(/\n$/, "").split("\n")) {
    if (line.startsWith("\\")) continue; // "\ No newline at end of file"
    const file = /^diff --git a\/(\S+) b\//.exec(line);
    if (file) {
      finish();
      hunks = [];
      files.set(file[1] as string, hunks);
    } else if (line.startsWith("@@")) {
      finish();
      hunk = { before: [], after: [] };
    } else if (hunk) {
      // A context line is " " plus its text (or nothing at all for a blank one, once trailing spaces go).
      const body = line.slice(1);
      if (line.startsWith("-") || !line.startsWith("+")) hunk.before.push(body);
      if (line.startsWith("+") || !line.startsWith("-")) hunk.after.push(body);
    }
  }
  finish();
  return files;
}

/** "@trpc__server@11.22.1.patch" → { name: "@trpc/server", version: "11.22.1" } */
function patchedPackage(file: string) {
  const match = /^(.+)@([^@]+)\.patch$/.exec(file);
  if (!match) throw new Error(`Unexpected patch file name ${file}`);
  return { name: (match[1] as string).replace("__", "/"), version: match[2] as string };
}

/** The folder of the copy of `name` the server resolves. */
function packageDir(name: string): string {
  const entry = require.resolve(name);
  const marker = `node_modules/${name}/`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length);
}

const patchFiles = readdirSync(patchDir).filter((file) => file.endsWith(".patch"));

describe("vendor patches", () => {
  it("are all listed in pnpm's patchedDependencies", () => {
    expect(patchFiles.length).toBeGreaterThan(0);
    const workspace = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8");
    for (const file of patchFiles) {
      const { name, version } = patchedPackage(file);
      expect(workspace, file).toMatch(new RegExp(`"?${name}@${version}"?: patches/${file}`));
    }
  });

  describe.each(patchFiles)("%s", (file) => {
    const { name, version } = patchedPackage(file);
    const dir = packageDir(name);

    it("patches the version installed", () => {
      expect(JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version).toBe(version);
    });

    it("is applied: every hunk's new text is there, and none of its old", () => {
      const files = parsePatch(readFileSync(join(patchDir, file), "utf8"));
      expect(files.size).toBeGreaterThan(0);
      for (const [path, hunks] of files) {
        const installed = readFileSync(join(dir, path), "utf8");
        expect(hunks.length, path).toBeGreaterThan(0);
        for (const { before, after } of hunks) {
          expect(installed.includes(after), `${path}: patched text missing`).toBe(true);
          expect(installed.includes(before), `${path}: original text still there`).toBe(false);
        }
      }
    });
  });
});
