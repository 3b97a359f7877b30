// A named client's own program and message pages.
import { z } from "zod";
import { contentLanguage } from "./translations";

export const clientPageOutput = z.object({
  slug: z.string(),
  clientName: z.string(),
  programTitle: z.string(),
  programText: z.string(),
  messageText: z.string(),
  /** The language she wrote them in, her client's. */
  language: contentLanguage,
});

export const slugInput = z.object({ slug: z.string().trim().min(1).max(80) });
