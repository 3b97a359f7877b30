// Zod probes `new Function` to speed up object parsing; the content security policy refuses eval, and browsers
// report the refused probe as a page issue. Parsing without it is fast enough for forms.
import { config } from "zod/v4/core";

config({ jitless: true });
