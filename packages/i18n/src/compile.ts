// A catalogue as the runtime reads it: each ICU message parsed once, ahead of use, so that neither the browser
// nor an e-mail pays for a parser (Lingui's runtime formats compiled messages only).
import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/** `source` is a catalogue file's JSON: message IDs (without their namespace) to ICU messages. */
export function compileCatalog(namespace: string, source: Record<string, string>): Messages {
  const compiled: Messages = {};
  for (const [key, message] of Object.entries(source)) {
    try {
      compiled[`${namespace}.${key}`] = compileMessage(message);
    } catch (error) {
      throw new Error(`${namespace}.${key}: not an ICU message (${(error as Error).message})`);
    }
  }
  return compiled;
}
