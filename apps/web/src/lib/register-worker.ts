// The site's service worker (src/service-worker/sw.ts: push notifications, and her training and My Sessions offline)
// is registered for a signed-in client only, once her page knows she is signed in (the client pages' gate, My
// Sessions), when the phone is idle: a visitor's phone never downloads what it keeps ahead. Once registered it stays
// (the browser checks it for a new version as she visits), so her push subscriptions and offline pages go on working;
// signing out forgets what it kept of her, not the worker.
import { useEffect } from "react";

let registering = false;

/** Registers the worker once per page, after the page's load and when the phone is idle; again is a no-op. */
export function registerWorker() {
  if (registering || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registering = true;
  // Not possible here (a private window, storage turned off) or offline: the site works as without it.
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => {});
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(register) : setTimeout(register, 1000));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/** Registers the worker once the page knows a client is signed in. */
export function useWorkerForClient(signedIn: boolean) {
  useEffect(() => {
    if (signedIn) registerWorker();
  }, [signedIn]);
}
