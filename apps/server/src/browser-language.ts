// The site's language a browser prefers, from its Accept-Language header: English when it names neither.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "@studio/validators/languages";
import type { FastifyRequest } from "fastify";
import Negotiator from "negotiator";

/**
 * The answer for each header already seen. Browsers send a handful of values, the same on every request, and
 * negotiating one (parsed into objects, sorted) was ~2 % of the CPU of GET /api/packages under load. The header
 * is the client's to choose, so the memory is bounded: past 256 values it starts again.
 */
const negotiated = new Map<string | undefined, Language>();

export function browserLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"];
  let language = negotiated.get(header);
  if (language === undefined) {
    const preferred = new Negotiator(request).language([...LANGUAGES]);
    language = isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(header, language);
  }
  return language;
}
