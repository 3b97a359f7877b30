// The uploaded photos as files: what "Delete my data" removes. On disk here; a file store elsewhere (S3 and the
// like) implements the same one method.
import { rm } from "node:fs/promises";
import { basename, join } from "node:path";

export interface UploadedFiles {
  /** Removes the upload at this public address (/uploads/name); an address that is not an upload is left alone. */
  remove(url: string): Promise<void>;
}

/** Uploads kept in `dir`, served under `/uploads/`. */
export function localUploadedFiles(dir: string): UploadedFiles {
  return {
    async remove(url) {
      const match = /^\/uploads\/([\w.-]+)$/.exec(url);
      // The name alone, so no address can reach outside the folder.
      if (match?.[1]) await rm(join(dir, basename(match[1])), { force: true });
    },
  };
}
