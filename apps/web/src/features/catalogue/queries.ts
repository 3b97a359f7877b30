import type { Language } from "@studio/validators/languages";
import { trpc } from "../../lib/trpc";

/** The live catalogue in the page's language: the booking form's packages and the home page's cards. */
export const packageListQuery = (language: Language) => trpc.packages.list.queryOptions({ language });
