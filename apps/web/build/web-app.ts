// The installable app: its web app manifest (linked from the app shell's head, so from every page the server draws)
// and the service worker built from src/service-worker/sw.ts to /sw.js.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PluginOption } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { theme } from "../src/theme.ts";
import { offlineFiles } from "./offline-files.ts";

/**
 * The pages that open offline, by route file: her training, where the installed app starts, and My Sessions. The
 * worker's own list of their addresses is in src/service-worker/offline-pages.ts.
 */
const OFFLINE_ROUTES = ["training", "my-bookings"];

/**
 * The catalogues those pages load, both languages: what their route files (and the root's) name in
 * `withMessages(…)`, and the validation words a form loads with its rules (lib/lazy-resolver.ts).
 */
function offlineNamespaces(): string[] {
  const routes = fileURLToPath(new URL("../src/routes/", import.meta.url));
  const files = readdirSync(routes).filter((file) =>
    ["__root", ...OFFLINE_ROUTES].some((route) => file === `${route}.tsx` || file.startsWith(`${route}.`)),
  );
  const named = files.flatMap((file) =>
    [...readFileSync(routes + file, "utf8").matchAll(/withMessages\(([^)]*)\)/g)].flatMap((call) =>
      [...(call[1] ?? "").matchAll(/"(\w+)"/g)].map((name) => name[1] ?? ""),
    ),
  );
  return [...new Set([...named, "validation"])];
}

export function webApp(): PluginOption[] {
  const offline = offlineFiles({ routes: OFFLINE_ROUTES, namespaces: offlineNamespaces() });
  return [
    offline.plugin,
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/service-worker",
      filename: "sw.ts",
      // Registered by the page once it has loaded and the phone is idle (lib/register-worker.ts), never by a
      // script of the plugin's in the head.
      injectRegister: false,
      manifest: {
        // The same name in both languages. One manifest has one start address: /training, which the server sends
        // to /es/training for a client who chose Spanish or whose phone reads Spanish, online and (from the copy
        // kept of her last visit) offline.
        id: "/",
        name: "Carmen Reyes Fitness",
        short_name: "Carmen Reyes",
        description: "Your training with Carmen: today's workout, your sessions and your progress.",
        lang: "en",
        dir: "ltr",
        start_url: "/training",
        scope: "/",
        display: "standalone",
        theme_color: theme.colors?.plum?.[7] ?? "#7a2e4f",
        background_color: (theme.other?.cream as string | undefined) ?? "#fbf7f4",
        categories: ["health", "fitness", "lifestyle"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        // The shell (the offline pages' last resort), the hashed code and styles that offline-files.ts keeps, the
        // body fonts' Latin files (the ones the shell preloads: English and Spanish need no other), the icons.
        globPatterns: [
          "index.html",
          "assets/*.{js,css}",
          "assets/{inter,fraunces}-latin-wght-normal-*.woff2",
          "favicon.png",
          "apple-touch-icon.png",
        ],
        // A hashed file's name changes with its content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [offline.manifestTransform],
      },
    }),
  ];
}
