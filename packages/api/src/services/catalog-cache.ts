// The active package catalogue, read once per instance and kept until the database says it changed: a trigger
// on `packages` NOTIFYs 'catalog_changed' to every instance listening, whoever made the change.
import type { Database } from "@studio/db";
import type { PackageOutput } from "@studio/validators";
import { listPackages } from "./packages";

export const CATALOG_CHANNEL = "catalog_changed";

export class CatalogCache {
  private packages: Promise<PackageOutput[]> | null = null;

  list(db: Database): Promise<PackageOutput[]> {
    if (!this.packages) {
      const loading = listPackages(db);
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
