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
      packages = rows.then(
        (all) => Object.freeze(all.map((row) => Object.freeze(packageIn(row, language)))) as PackageOutput[],
      );
      this.shown.set(language, packages);
    }
    return packages;
  }

  clear(): void {
    this.rows = null;
    this.shown.clear();
  }
}
