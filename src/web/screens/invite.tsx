// /invite/<token>: the invitee sees who invites them where, then creates an account (the invite is the permission,
// even with open registration off) or signs in, and joins.
import { useEffect, useState } from "preact/hooks";
import { ApiError, api } from "../lib/api";
import { formatDate } from "../lib/format";
import { signIn, useSession } from "../lib/session";
import { syncAll } from "../lib/sync";
import { navigate } from "../router";
import { t } from "../strings";
import { Field, Notice, Page, useAction } from "../components/ui";

interface Preview {
  household: { name: string };
  invited_by: { display_name: string };
  expires_at: string;
}

export function Invite({ token }: { token: string }) {
  const session = useSession();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [mode, setMode] = useState<"new" | "existing">("new");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [run, busy, err] = useAction();
  const path = `/api/household-invites/${encodeURIComponent(token)}`;
  useEffect(() => {
    api.get<Preview>(path, { anonymous: true }).then(setPreview, (e: unknown) => setInvalid(e instanceof ApiError && e.status === 404));
  }, [token]);
  const accept = async () => {
    await api.post(`${path}/accept`, {});
    navigate("/household", true);
  };
  if (invalid)
    return (
      <Page title={t.invite.title}>
        <Notice kind="error">{t.invite.invalid}</Notice>
        <a href="/">{t.nav.library}</a>
      </Page>
    );
  const intro = preview ? (
    <>
      <p>{t.invite.preview(preview.invited_by.display_name || "Someone", preview.household.name)}</p>
      <p class="muted">{t.invite.expires(formatDate(preview.expires_at))}</p>
    </>
  ) : null;
  if (session.phase === "ready" && !session.offline) {
    return (
      <Page title={t.invite.title}>
        {intro}
        <button type="button" class="primary" disabled={busy} onClick={() => run(accept)}>
          {t.invite.accept}
        </button>
        {err ? <Notice kind="error">{err}</Notice> : null}
      </Page>
    );
  }
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      if (mode === "new") {
        await api.post(`${path}/register`, { email: email.trim(), password, ...(name.trim() ? { display_name: name.trim() } : {}) }, { anonymous: true });
        await signIn(email.trim(), password);
        navigate("/household", true);
      } else {
        await signIn(email.trim(), password);
        await accept();
      }
    });
  };
  return (
    <Page title={t.invite.title}>
      {intro}
      <div class="seg" role="radiogroup" aria-label={t.invite.title}>
        <button type="button" role="radio" aria-checked={mode === "new"} onClick={() => setMode("new")}>
          {t.invite.createAccount}
        </button>
        <button type="button" role="radio" aria-checked={mode === "existing"} onClick={() => setMode("existing")}>
          {t.invite.haveAccount}
        </button>
      </div>
      <form class="card form" onSubmit={submit}>
        {mode === "new" ? <Field label={t.setup.name} value={name} onInput={(e) => setName(e.currentTarget.value)} autoComplete="name" /> : null}
        <Field
          label={t.signin.email}
          type="email"
          required
          value={email}
          onInput={(e) => setEmail(e.currentTarget.value)}
          autoComplete={mode === "new" ? "email" : "username"}
        />
        <Field
          label={mode === "new" ? t.setup.password : t.signin.password}
          type="password"
          required
          minLength={mode === "new" ? 8 : undefined}
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
          autoComplete={mode === "new" ? "new-password" : "current-password"}
        />
        <button type="submit" class="primary" disabled={busy}>
          {mode === "new" ? t.invite.createAccount : t.invite.accept}
        </button>
        {err ? <Notice kind="error">{err}</Notice> : null}
      </form>
    </Page>
  );
}

export function SaveShared({ token }: { token: string }) {
  const [run, busy, err] = useAction();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Page title={t.saveShared.title}>
      <p>
        <a href={`/shared/${encodeURIComponent(token)}`}>{t.recipe.share}</a>
      </p>
      <button
        type="button"
        class="primary"
        disabled={busy || done !== null}
        onClick={() =>
          run(async () => {
            const r = await api.post<{ id: string; instructions?: unknown; items?: unknown; meals?: unknown }>(
              `/api/shared/${encodeURIComponent(token)}/save`,
              {},
            );
            await syncAll();
            setDone(r.id);
            if ("instructions" in r) navigate(`/recipes/${r.id}`, true);
            else if ("meals" in r) navigate("/plan", true);
            else if ("items" in r) navigate(`/grocery/${r.id}`, true);
            else navigate("/collections", true);
          })
        }
      >
        {t.saveShared.save}
      </button>
      {done !== null ? <Notice kind="ok">{t.saveShared.saved}</Notice> : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </Page>
  );
}
