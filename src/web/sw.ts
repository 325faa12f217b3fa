// The service worker: keeps the app shell (HTML, JS, CSS, manifest, icon) so the app opens with the network off.
// Data never passes through here: the app keeps it in IndexedDB. API and media requests go straight to the network.
declare const __SHELL__: string[];
declare const __VERSION__: string;

const sw = globalThis as unknown as ServiceWorkerGlobalScope;
const CACHE = `shell-${__VERSION__}`;

sw.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll(__SHELL__))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("shell-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

function isData(path: string): boolean {
  return path.startsWith("/api/") || path.startsWith("/media/") || path.startsWith("/shared/") || path === "/openapi.json" || path.startsWith("/docs");
}

sw.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== sw.location.origin || isData(url.pathname)) return;
  if (req.mode === "navigate") {
    // Network first so a new version shows at once; the cached shell when the network is gone.
    event.respondWith(fetch(req).catch(async () => (await caches.match("/", { cacheName: CACHE })) ?? Response.error()));
    return;
  }
  // Hashed assets never change: the cache answers first.
  event.respondWith(caches.match(req, { cacheName: CACHE }).then((hit) => hit ?? fetch(req)));
});

// Web Push: the appliance sends {title, body, url} for a fired timer or a notification.
sw.addEventListener("push", (event) => {
  let data: { title?: string; body?: string; url?: string; type?: string; id?: string } = {};
  try {
    data = event.data ? (event.data.json() as typeof data) : {};
  } catch {
    data = { title: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    sw.registration.showNotification(data.title || "Recipe Library", {
      body: data.body ?? "",
      icon: "/icons/icon-192.png",
      data: { url: data.url || "/" },
      tag: data.id ?? data.url ?? "recipe-library",
      // A fired timer stays on screen until the cook sees it.
      requireInteraction: data.type === "timer_fired",
    }),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const raw = (event.notification.data as { url?: string } | null)?.url ?? "/";
  // The server names the page under PUBLIC_URL; the app may be reached at another address (a LAN IP), so only the
  // path is kept, and it opens on this origin: a push can never send the phone to another site.
  const target = new URL(raw, sw.location.origin);
  const path = target.pathname + target.search;
  event.waitUntil(
    sw.clients.matchAll({ type: "window" }).then((wins) => {
      const win = wins[0];
      if (win) return win.navigate(path).then((w) => w?.focus());
      return sw.clients.openWindow(path).then(() => undefined);
    }),
  );
});
