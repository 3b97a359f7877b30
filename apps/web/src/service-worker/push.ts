// Push notifications: a notification's payload is the server's JSON { title, body, url, tag }, encrypted to this
// browser's keys and decrypted by the browser before the worker sees it.

declare const self: ServiceWorkerGlobalScope;

interface Notice {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

/** Only a page of this site is opened from a notification, whatever a payload says. */
export function ownPage(url: string | undefined, origin: string): string {
  try {
    const page = new URL(url || "/", origin);
    return page.origin === origin ? page.href : origin;
  } catch {
    return origin;
  }
}

export function showPushes() {
  self.addEventListener("push", (event) => {
    let notice: Notice = {};
    try {
      notice = (event.data?.json() as Notice | null) ?? {};
    } catch {
      // Not the server's JSON: shown as the site's name alone.
    }
    event.waitUntil(
      self.registration.showNotification(notice.title || "Carmen Reyes Fitness", {
        body: notice.body || "",
        // The same notice again (a retry) replaces the one shown instead of adding a second.
        ...(notice.tag ? { tag: notice.tag } : {}),
        icon: "/icons/icon-192.png",
        data: { url: ownPage(notice.url, self.location.origin) },
      }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = ownPage((event.notification.data as { url?: string } | null)?.url, self.location.origin);
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
}
