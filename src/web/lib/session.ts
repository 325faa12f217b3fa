// Who is signed in, and the start-up sequence: local data first (so the app shows at once, also offline), then the
// session renewed through the refresh cookie, then sync, the event stream and the outbox.
import { NetworkError, api, onSessionChange, refreshSession, request, setAccessToken, type SessionBody, type User } from "./api";
import { clearAll, metaGet, metaSet } from "./db";
import { startEvents, stopEvents } from "./events";
import { flush, loadOutbox, resetOutbox } from "./outbox";
import { clearMemory, loadLocal } from "./store";
import { syncAll } from "./sync";
import { setStatus } from "./status";
import { startLive } from "./live";
import { sharedState } from "./shared-state";

export interface SetupInfo {
  needs_setup: boolean;
  registration_open: boolean;
  oidc: null | { authorization_endpoint: string; client_id: string; scope: string };
}

export type Phase = "boot" | "setup" | "signin" | "ready";

interface State {
  phase: Phase;
  user: User | null;
  setup: SetupInfo | null;
  /** Signed in from local data only: the server could not be reached. */
  offline: boolean;
}

// A non-secret hint that this browser holds a refresh cookie, so a signed-out visit does not ask the server for a
// session it knows is not there.
const HINT = "rl.session";

const session = sharedState<State>({ phase: "boot", user: null, setup: null, offline: false });
const set = session.patch;
export const useSession = session.use;

export function currentUser(): User | null {
  return session.get().user;
}

async function startData(): Promise<void> {
  startEvents();
  startLive();
  try {
    await syncAll();
    await flush();
  } catch (e) {
    if (e instanceof NetworkError) setStatus({ online: false });
    else console.warn("sync failed", e);
  }
}

/** Adopt a new session (sign-in, setup, OIDC, invite registration). */
export async function adopt(body: SessionBody): Promise<void> {
  const previous = await metaGet<User>("user");
  if (previous && previous.id !== body.user.id) {
    await clearAll();
    clearMemory();
    resetOutbox();
  }
  setAccessToken(body.access_token);
  localStorage.setItem(HINT, "1");
  await metaSet("user", body.user);
  set({ phase: "ready", user: body.user, offline: false });
  void startData();
}

onSessionChange((s) => {
  if (s) {
    set({ user: s.user, offline: false });
    void metaSet("user", s.user);
  } else if (session.get().phase === "ready") {
    // The session ended on the server (expired, revoked). Ask for the password again but keep this device's data
    // and its unsent changes: they are sent once the same person signs in (another person's sign-in clears them).
    stopEvents();
    setAccessToken(null);
    localStorage.removeItem(HINT);
    set({ phase: "signin", offline: false });
    void loadSetup();
  }
});

async function endLocal(): Promise<void> {
  stopEvents();
  setAccessToken(null);
  localStorage.removeItem(HINT);
  await clearAll();
  clearMemory();
  resetOutbox();
  set({ phase: "signin", user: null, offline: false });
  void loadSetup();
}

async function loadSetup(): Promise<SetupInfo | null> {
  try {
    const info = await api.get<SetupInfo>("/api/auth/setup", { anonymous: true });
    set({ setup: info, phase: session.get().phase === "ready" ? "ready" : info.needs_setup ? "setup" : "signin" });
    return info;
  } catch {
    return null;
  }
}

export async function boot(): Promise<void> {
  await Promise.all([loadLocal(), loadOutbox()]);
  const known = await metaGet<User>("user");
  if (localStorage.getItem(HINT)) {
    // Render from the local store at once; the session is renewed beside it (a 401 brings the sign-in form).
    if (known) set({ phase: "ready", user: known, offline: false });
    try {
      if (await refreshSession()) {
        set({ phase: "ready", offline: false, user: session.get().user ?? known ?? null });
        void startData();
        return;
      }
    } catch (e) {
      if (e instanceof NetworkError && known) {
        // The shop's dead zone: show what this device has; the session is renewed once the network is back.
        set({ phase: "ready", user: known, offline: true });
        setStatus({ online: false });
        retryWhenOnline();
        return;
      }
    }
  }
  const info = await loadSetup();
  if (!info) set({ phase: known ? "ready" : "signin", user: known ?? null, offline: true });
}

function retryWhenOnline(): void {
  const again = async () => {
    let renewed: boolean;
    try {
      renewed = await refreshSession();
    } catch {
      return; // still offline
    }
    // Reached the server: either the session is renewed, or it ended there and the sign-in form shows. No more tries.
    window.removeEventListener("online", again);
    clearInterval(timer);
    if (!renewed) return;
    set({ offline: false });
    void startData();
  };
  window.addEventListener("online", again);
  const timer = setInterval(again, 5000);
}

export async function signIn(email: string, password: string): Promise<void> {
  const { data } = await request<SessionBody>("POST", "/api/auth/session", { email, password }, { anonymous: true });
  await adopt(data);
}

/** Open registration (the administrator's switch): the account and its session in one call. */
export async function register(email: string, password: string, display_name: string): Promise<void> {
  const { data } = await request<SessionBody>(
    "POST",
    "/api/auth/session/register",
    { email, password, ...(display_name ? { display_name } : {}) },
    { anonymous: true },
  );
  await adopt(data);
}

export async function createAdmin(email: string, password: string, display_name: string): Promise<void> {
  const { data } = await request<SessionBody>("POST", "/api/auth/setup", { email, password, ...(display_name ? { display_name } : {}) }, { anonymous: true });
  await adopt(data);
}

export async function signOut(): Promise<void> {
  try {
    await request("DELETE", "/api/auth/session");
  } finally {
    await endLocal();
  }
}
