// Zod probes `new Function` to speed up object parsing; the content security policy refuses eval, and browsers
// report the refused probe as a page issue. Parsing without it is fast enough for forms.
// Zod 4 keeps its settings in globalThis.__zod_globalConfig and adopts one it finds there, so setting it before any
// schema is built works without importing zod: pages without a form do not download it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
