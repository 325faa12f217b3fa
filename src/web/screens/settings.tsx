// Settings: profile, password, data export, personal API tokens; for the administrator (screens/admin.tsx):
// registration, users, backups, stats.
import { useEffect, useState } from "preact/hooks";
import { api, request, type User } from "../lib/api";
import { formatDate } from "../lib/format";
import { currentUser } from "../lib/session";
import { t } from "../strings";
import { Field, Notice, Page, Select, useAction, NewPasswordField, submitAction } from "../components/ui";
import { Admin } from "./admin";

function Profile() {
  const me = currentUser();
  const [name, setName] = useState(me?.display_name ?? "");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [msg, setMsg] = useState("");
  const [run, busy, err] = useAction();
  return (
    <>
      <form
        class="card form"
        onSubmit={submitAction(run, async () => {
          await api.patch<User>("/api/users/me", { display_name: name.trim() });
          setMsg(t.settings.saved);
        })}
      >
        <h2>{t.settings.profile}</h2>
        <p class="muted">{me?.email}</p>
        <Field label={t.settings.displayName} value={name} onInput={(e) => setName(e.currentTarget.value)} autoComplete="name" />
        <button type="submit" disabled={busy}>
          {t.save}
        </button>
      </form>
      <form
        class="card form"
        onSubmit={submitAction(run, async () => {
          await api.patch("/api/users/me", { password: next, current_password: current });
          setCurrent("");
          setNext("");
          setMsg(t.settings.passwordChanged);
        })}
      >
        <h2>{t.settings.password}</h2>
        <Field
          label={t.settings.currentPassword}
          type="password"
          required
          value={current}
          onInput={(e) => setCurrent(e.currentTarget.value)}
          autoComplete="current-password"
        />
        <NewPasswordField label={t.settings.newPassword} value={next} onValue={setNext} />
        <button type="submit" disabled={busy}>
          {t.save}
        </button>
      </form>
      {msg ? <Notice kind="ok">{msg}</Notice> : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </>
  );
}

function Export() {
  const [run, busy, err] = useAction();
  return (
    <section class="card">
      <h2>{t.settings.export}</h2>
      <p>{t.settings.exportHelp}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          run(async () => {
            const res = (await request<Response>("GET", "/api/users/me/export", undefined, { raw: true })).data;
            const blob = await res.blob();
            const zip = (res.headers.get("content-type") ?? "").includes("zip");
            const a = document.createElement("a");
            a.href = URL.createObjectURL(blob);
            a.download = `recipe-library-export.${zip ? "zip" : "json"}`;
            a.click();
            setTimeout(() => URL.revokeObjectURL(a.href), 10000);
          })
        }
      >
        {t.settings.export}
      </button>
      {err ? <Notice kind="error">{err}</Notice> : null}
    </section>
  );
}

interface ApiToken {
  id: string;
  name: string;
  scope: string;
  created_at: string;
  expires_at?: string | null;
}

function Tokens() {
  const [rows, setRows] = useState<ApiToken[] | null>(null);
  const [name, setName] = useState("");
  const [scope, setScope] = useState("read");
  const [shown, setShown] = useState("");
  const [run, busy, err] = useAction();
  const load = () => api.get<{ api_tokens?: ApiToken[]; tokens?: ApiToken[] }>("/api/users/me/api-tokens").then((r) => setRows(r.api_tokens ?? r.tokens ?? []));
  useEffect(() => void load().catch(() => setRows(null)), []);
  if (rows === null) return null;
  return (
    <section class="card">
      <h2>{t.settings.tokens}</h2>
      <ul class="plain">
        {rows.map((x) => (
          <li key={x.id}>
            {x.name} <span class="pill">{x.scope}</span> <span class="muted">{formatDate(x.created_at)}</span>{" "}
            <button
              type="button"
              class="danger"
              onClick={() =>
                run(async () => {
                  await api.del(`/api/users/me/api-tokens/${x.id}`);
                  await load();
                })
              }
            >
              {t.delete}
            </button>
          </li>
        ))}
      </ul>
      <form
        class="inline"
        onSubmit={submitAction(run, async () => {
          setShown((await api.post<{ token: string }>("/api/users/me/api-tokens", { name: name.trim(), scope })).token);
          setName("");
          await load();
        })}
      >
        <Field label={t.settings.tokenName} value={name} required onInput={(e) => setName(e.currentTarget.value)} />
        <Select
          label={t.settings.tokenScope}
          value={scope}
          onChange={(e) => setScope(e.currentTarget.value)}
          options={[
            ["read", t.settings.read],
            ["read-write", t.settings.readWrite],
          ]}
        />
        <button type="submit" disabled={busy}>
          {t.create}
        </button>
      </form>
      {shown ? (
        <p>
          {t.settings.tokenShown} <input class="copy" readOnly value={shown} aria-label={t.settings.tokenName} onFocus={(e) => e.currentTarget.select()} />
        </p>
      ) : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </section>
  );
}

export function Settings() {
  return (
    <Page title={t.settings.title}>
      <Profile />
      <Export />
      <Tokens />
      <Admin />
    </Page>
  );
}
