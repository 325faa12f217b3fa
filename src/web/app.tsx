// The shell: header (badge, bell), navigation, the routed screen, and the fired-timer alert shown everywhere.
import { useEffect } from "preact/hooks";
import { t } from "./strings";
import { match, usePath } from "./router";
import { useSession } from "./lib/session";
import { useStatus } from "./lib/status";
import { dismissFired, useLive } from "./lib/live";
import { routes, publicRoutes } from "./routes";
import { SignIn, Setup } from "./screens/auth";

function Badge() {
  const s = useStatus();
  if (s.online && s.waiting === 0) return null;
  return (
    <span class={`badge ${s.online ? "busy" : "off"}`} role="status">
      {s.online ? t.badge.syncing(s.waiting) : t.badge.offline(s.waiting)}
    </span>
  );
}

function Bell() {
  const { unread } = useLive();
  return (
    <a class="bell" href="/notifications" aria-label={t.bell(unread)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
        />
      </svg>
      {unread > 0 ? (
        <span class="count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </a>
  );
}

function Alerts() {
  const { fired } = useLive();
  if (fired.length === 0) return null;
  return (
    <div class="alerts">
      {fired.map((f) => (
        <div class="alert" role="alert" key={f.timerId}>
          <span>{t.cook.timerDone(f.title)}</span>
          <button type="button" onClick={() => dismissFired(f.timerId)}>
            {t.cook.dismiss}
          </button>
        </div>
      ))}
    </div>
  );
}

const NAV: [string, string][] = [
  ["/", t.nav.library],
  ["/plan", t.nav.plan],
  ["/grocery", t.nav.grocery],
  ["/import", t.nav.import],
  ["/more", t.nav.more],
];

function Nav({ path }: { path: string }) {
  const current = (href: string) => (href === "/" ? path === "/" || path.startsWith("/recipes") : path.startsWith(href));
  return (
    <nav class="nav" aria-label={t.nav.main}>
      {NAV.map(([href, label]) => (
        <a href={href} key={href} aria-current={current(href) ? "page" : undefined}>
          {label}
        </a>
      ))}
    </nav>
  );
}

function Routed({ path }: { path: string }) {
  const pathname = path.split("?")[0];
  for (const [pattern, View] of routes) {
    const params = match(pattern, pathname);
    if (params) return <View {...params} />;
  }
  return <p class="page">Not found.</p>;
}

export function App() {
  const session = useSession();
  const path = usePath();
  const pathname = path.split("?")[0];
  useEffect(() => {
    document.getElementById("page-title")?.focus({ preventScroll: true });
  }, [pathname]);

  for (const [pattern, View] of publicRoutes) {
    const params = match(pattern, pathname);
    if (params)
      return (
        <main id="main" class="solo">
          <View {...params} />
        </main>
      );
  }
  if (session.phase === "boot")
    return (
      <p class="boot" role="status">
        {t.loading}
      </p>
    );
  if (session.phase === "setup")
    return (
      <main id="main" class="solo">
        <Setup />
      </main>
    );
  if (session.phase === "signin")
    return (
      <main id="main" class="solo">
        <SignIn />
      </main>
    );
  const cooking = pathname.startsWith("/cook");
  return (
    <div class={`shell ${cooking ? "cooking" : ""}`}>
      <a class="skip" href="#main">
        {t.nav.skip}
      </a>
      <header class="top">
        <a class="brand" href="/">
          {t.appName}
        </a>
        <Badge />
        <Bell />
      </header>
      <Nav path={pathname} />
      <main id="main">
        <Alerts />
        <Routed path={path} />
      </main>
    </div>
  );
}
