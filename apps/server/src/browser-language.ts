// The site's language a browser prefers, from its Accept-Language header: English when it names neither.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "@studio/validators/languages";
import type { FastifyRequest } from "fastify";
import Negotiator from "negotiator";

export function browserLanguage(request: FastifyRequest): Language {
  const preferred = new Negotiator(request).language([...LANGUAGES]);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}
