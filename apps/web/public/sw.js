// The site's service worker, for push notifications only: it caches nothing and answers no request (no fetch
// handler), so the site works exactly as without it. A notification's payload is the server's JSON
// { title, body, url, tag }, encrypted to this browser's keys and decrypted by the browser before this sees it.
// A later offline service worker takes these two handlers over (registered at the same address and scope, "/").

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Only a page of this site is opened from a notification, whatever a payload says. */
function ownPage(url) {
  try {
    const page = new URL(url || "/", self.location.origin);
    return page.origin === self.location.origin ? page.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not the server's JSON: shown as the site's name alone.
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Carmen Reyes Fitness", {
      body: message.body || "",
      // The same notice again (a retry) replaces the one shown instead of adding a second.
      tag: message.tag,
      icon: "/apple-touch-icon.png",
      data: { url: ownPage(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownPage(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      // A tab of the site already open goes to the page; otherwise a new one opens on it.
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open && "navigate" in open) {
        const moved = await open.navigate(url);
        if (moved) return moved.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});
