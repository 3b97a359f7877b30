// Starts the app on the page: hydrates a page the server rendered, or draws the app shell's route.
import "./lib/zod-jitless";
import { languageOfPath } from "@studio/i18n/paths";
import { startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppRouter } from "./app";
import { hydratePageData } from "./lib/page-data";
import { queryClient } from "./lib/query-client";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Marks the page once React has taken it over, for whoever waits for an interactive page (the browser tests). */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}

export async function start(root: HTMLElement) {
  // The app's modules were evaluated in the task that imported this one: the router is built in the next.
  await nextTask();
  const router = createAppRouter(languageOfPath(window.location.pathname));
  const app = (
    <>
      <App router={router} />
      <AppReady />
    </>
  );
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  // Start from the answers the server drew the page with, and load the page's route code, so that the first
  // render matches the HTML. Each step starts a task of its own: on a phone one task for all of them would hold
  // up a tap.
  await nextTask();
  hydratePageData(queryClient);
  await nextTask();
  await router.load();
  await nextTask();
  // As TanStack's own hydration does: a router that knows its page came from the server draws the same Suspense
  // boundaries as the server did.
  router.ssr = { manifest: undefined };
  // A transition lets React hydrate in short slices, so a phone stays responsive to a tap meanwhile.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
