// The active package catalogue, read once per instance and kept until the database says it changed: a trigger
// on `packages` NOTIFYs 'catalog_changed' to every instance listening, whoever made the change.
import type { Database } from "@studio/db";
import type { PackageOutput } from "@studio/validators";
import { DEFAULT_LANGUAGE, type Language } from "@studio/validators/languages";
import { type CatalogRow, listPackages, packageIn } from "./packages";

export const CATALOG_CHANNEL = "catalog_changed";

export class CatalogCache {
  private rows: Promise<CatalogRow[]> | null = null;
  private shown = new Map<Language, Promise<PackageOutput[]>>();
  /** Each language's catalogue once its read has finished (and nothing has dropped it since). */
  private ready = new Map<Language, PackageOutput[]>();

  /** The rows are frozen: callers share them and must copy before changing anything. */
  list(db: Database, language: Language = DEFAULT_LANGUAGE): Promise<PackageOutput[]> {
    if (!this.rows) {
      const loading = listPackages(db);
      this.rows = loading;
      // A failed read is not kept: the next request tries the database again.
      loading.catch(() => {
        if (this.rows === loading) this.clear();
      });
    }
    const rows = this.rows;
    let packages = this.shown.get(language);
    if (!packages) {
      // Frozen, so every request shares the same rows safely (and the REST adapter serializes them once).
      const showing = rows.then((all) => {
        const shown = Object.freeze(all.map((row) => Object.freeze(packageIn(row, language)))) as PackageOutput[];
        // Unless the catalogue changed while it was read: then a newer read owns the language.
        if (this.shown.get(language) === showing) this.ready.set(language, shown);
        return shown;
      });
      packages = showing;
      this.shown.set(language, packages);
    }
    return packages;
  }

  /**
   * The catalogue in `language` without waiting, if a read of it has finished since the last change: what `list`
   * would resolve to. Undefined before that (call `list`). It lets the REST adapter answer GET /api/packages
   * without a procedure call (see `cached` in apps/server/src/rest/define.ts).
   */
  listed(language: Language): PackageOutput[] | undefined {
    return this.ready.get(language);
  }

  clear(): void {
    this.rows = null;
    this.shown.clear();
    this.ready.clear();
  }
}
