// The site's one service worker, at /sw.js with the scope "/" (the address push subscriptions were made with): it
// shows push notifications, keeps what a client needs to open her training and My Sessions offline, and keeps
// nothing of the back office. Built by vite-plugin-pwa, which writes the list of files to keep into
// `self.__WB_MANIFEST` (build/web-app.ts and build/offline-files.ts say which).
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { openPagesOffline } from "./offline-pages";
import { keepHerReads } from "./offline-reads";
import { showPushes } from "./push";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// A new version takes over as soon as it has kept its files, and takes the open pages with it: every file a page
// asks for is named by its content, so a page still running the last version fetches its own files from the
// network as it would without a worker, and a push or an offline visit meets the new version at once (the
// push-only worker this one replaced had no offline pages, and went the same way).
self.skipWaiting();
clientsClaim();

showPushes();
// The app's start, the offline pages' code, styles, body fonts and icons, and the shell. No address is answered
// with the shell except the offline pages' when nothing else was kept (offline-pages.ts): the site's other pages are
// drawn by the server, and "/" is its home page, not the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();
openPagesOffline();
keepHerReads();
