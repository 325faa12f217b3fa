// A small history router: paths are matched against patterns like "/recipes/:id"; links are plain <a href> that
// this module intercepts, so they also work with a middle click and for screen readers.
import { sharedState } from "./lib/shared-state";

const path = sharedState(location.pathname + location.search);

function emit(): void {
  path.set(location.pathname + location.search);
}

export function navigate(to: string, replace = false): void {
  if (to === location.pathname + location.search) return;
  if (replace) history.replaceState(null, "", to);
  else history.pushState(null, "", to);
  window.scrollTo(0, 0);
  emit();
}

export const usePath = path.use;

export function match(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split("/").filter(Boolean);
  const b = pathname.split("/").filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(":")) params[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return null;
  }
  return params;
}

export function query(): URLSearchParams {
  return new URLSearchParams(location.search);
}

window.addEventListener("popstate", emit);
document.addEventListener("click", (e) => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest?.("a");
  if (!a || a.target || a.hasAttribute("download")) return;
  const url = new URL(a.href, location.href);
  if (url.hash && url.pathname === location.pathname) return;
  if (url.origin !== location.origin || /^\/(api|media|shared|docs|openapi\.json)(\/|$)/.test(url.pathname)) return;
  e.preventDefault();
  navigate(url.pathname + url.search);
});
