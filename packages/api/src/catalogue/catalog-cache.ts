// The active package catalogue, read once per instance and kept until the database says it changed: a trigger
// on `packages` NOTIFYs 'catalog_changed' to every instance listening, whoever made the change.
import type { Database } from "@studio/db";
import type { PackageOutput } from "@studio/validators";
import { listPackages } from "./packages";

export const CATALOG_CHANNEL = "catalog_changed";

export class CatalogCache {
  private packages: Promise<PackageOutput[]> | null = null;

  /** The rows are frozen: callers share them and must copy before changing anything. */
  list(db: Database): Promise<PackageOutput[]> {
    if (!this.packages) {
      // Frozen, so every request shares the same rows safely (and the REST adapter serializes them once).
      const loading = listPackages(db).then(
        (rows) => Object.freeze(rows.map((row) => Object.freeze(row))) as PackageOutput[],
      );
      this.packages = loading;
      // A failed read is not kept: the next request tries the database again.
      loading.catch(() => {
        if (this.packages === loading) this.packages = null;
      });
    }
    return this.packages;
  }

  clear(): void {
    this.packages = null;
  }
}
