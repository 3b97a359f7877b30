// The site's service worker (src/service-worker/sw.ts: push notifications, and her training and My Sessions
// offline) is registered for every visitor of a production build once the page has loaded and the phone is idle,
// so it never competes with the page's own start. main.tsx calls this before the page's load event.
export function registerWorkerWhenIdle() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Not possible here (a private window, storage turned off): the site works as without it.
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => {});
  addEventListener("load", () =>
    "requestIdleCallback" in window ? requestIdleCallback(register) : setTimeout(register, 1000),
  );
}
