// The site's service worker (src/service-worker/sw.ts: push notifications, and her training and My Sessions
// offline) is registered for every visitor of a production build once the page has loaded and the phone is idle,
// so it never competes with the page's own start.
export function registerWorkerWhenIdle() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Not possible here (a private window, storage turned off): the site works as without it.
    });
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 2000);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
