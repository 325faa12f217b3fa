// First run (create the administrator), sign-in with email and password or through the family's OIDC provider,
// and the OIDC callback (authorization code + PKCE, exchanged by the appliance).
import { useEffect, useState } from "preact/hooks";
import { ApiError, request, type SessionBody } from "../lib/api";
import { adopt, createAdmin, register, signIn, useSession } from "../lib/session";
import { navigate } from "../router";
import { t } from "../strings";
import { Field, Notice, Page, useAction, NewPasswordField } from "../components/ui";

export function Setup() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [run, busy, err] = useAction();
  return (
    <Page title={t.setup.title}>
      <p>{t.setup.intro}</p>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), run(() => createAdmin(email.trim(), password, name.trim())))}>
        <Field label={t.setup.name} value={name} onInput={(e) => setName(e.currentTarget.value)} autoComplete="name" />
        <Field label={t.setup.email} type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} autoComplete="email" />
        <NewPasswordField label={t.setup.password} value={password} onValue={setPassword} />
        {err ? <Notice kind="error">{err}</Notice> : null}
        <button class="primary" type="submit" disabled={busy}>
          {t.setup.submit}
        </button>
      </form>
    </Page>
  );
}

function b64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function startOidc(oidc: { authorization_endpoint: string; client_id: string; scope: string }): Promise<void> {
  const verifier = b64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
  const stateValue = b64url(crypto.getRandomValues(new Uint8Array(16)));
  sessionStorage.setItem("rl.oidc", JSON.stringify({ verifier, state: stateValue, back: location.pathname + location.search }));
  const url = new URL(oidc.authorization_endpoint);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", oidc.client_id);
  url.searchParams.set("redirect_uri", `${location.origin}/auth/callback`);
  url.searchParams.set("scope", oidc.scope);
  url.searchParams.set("state", stateValue);
  url.searchParams.set("code_challenge", challenge);
  url.searchParams.set("code_challenge_method", "S256");
  location.assign(url.toString());
}

/** A visitor's own account, offered while registration is open (the administrator's switch in Settings). */
function Register({ onSignIn }: { onSignIn: () => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [run, busy, err, setErr] = useAction();
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      try {
        await register(email.trim(), password, name.trim());
      } catch (x) {
        // Closed since this page loaded: say what to do instead of the server's bare message.
        if (x instanceof ApiError && x.status === 403) setErr(t.register.closed);
        else throw x;
      }
    });
  };
  return (
    <Page title={t.register.title}>
      <form class="card form" onSubmit={submit}>
        <Field label={t.register.name} value={name} onInput={(e) => setName(e.currentTarget.value)} autoComplete="name" />
        <Field label={t.register.email} type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} autoComplete="email" />
        <NewPasswordField label={t.register.password} value={password} onValue={setPassword} />
        {err ? <Notice kind="error">{err}</Notice> : null}
        <button class="primary" type="submit" disabled={busy}>
          {t.register.submit}
        </button>
      </form>
      <p>
        {t.signin.haveAccount}{" "}
        <button type="button" class="link" onClick={onSignIn}>
          {t.signin.submit}
        </button>
      </p>
    </Page>
  );
}

export function SignIn() {
  const { setup } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [registering, setRegistering] = useState(false);
  const [run, busy, err, setErr] = useAction();
  if (registering && setup?.registration_open) return <Register onSignIn={() => setRegistering(false)} />;
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      try {
        await signIn(email.trim(), password);
      } catch (x) {
        if (x instanceof ApiError && x.status === 401) setErr(t.signin.failed);
        else throw x;
      }
    });
  };
  return (
    <Page title={t.signin.title}>
      <form class="card form" onSubmit={submit}>
        <Field label={t.signin.email} type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} autoComplete="username" />
        <Field
          label={t.signin.password}
          type="password"
          required
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
        />
        {err ? <Notice kind="error">{err}</Notice> : null}
        <button class="primary" type="submit" disabled={busy}>
          {t.signin.submit}
        </button>
        {setup?.oidc ? (
          <button type="button" onClick={() => setup.oidc && void startOidc(setup.oidc)}>
            {t.signin.oidc}
          </button>
        ) : null}
      </form>
      {setup?.registration_open ? (
        <p>
          {t.signin.noAccount}{" "}
          <button type="button" class="link" onClick={() => setRegistering(true)}>
            {t.signin.createAccount}
          </button>
        </p>
      ) : setup ? (
        <p class="muted">{t.signin.closed}</p>
      ) : null}
    </Page>
  );
}

export function AuthCallback() {
  const [err, setErr] = useState("");
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const saved = JSON.parse(sessionStorage.getItem("rl.oidc") ?? "null") as { verifier: string; state: string; back: string } | null;
    sessionStorage.removeItem("rl.oidc");
    const code = q.get("code");
    if (!saved || !code || q.get("state") !== saved.state) {
      setErr(t.signin.callbackFailed);
      return;
    }
    request<SessionBody>(
      "POST",
      "/api/auth/session/oidc",
      { code, code_verifier: saved.verifier, redirect_uri: `${location.origin}/auth/callback` },
      { anonymous: true },
    )
      .then(async ({ data }) => {
        await adopt(data);
        navigate(saved.back && !saved.back.startsWith("/auth/") ? saved.back : "/", true);
      })
      .catch(() => setErr(t.signin.callbackFailed));
  }, []);
  return (
    <Page title={t.signin.title}>
      {err ? (
        <>
          <Notice kind="error">{err}</Notice>
          <a href="/">{t.signin.submit}</a>
        </>
      ) : (
        <p role="status">{t.signin.callback}</p>
      )}
    </Page>
  );
}
