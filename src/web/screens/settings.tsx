// Settings: profile, password, data export, personal API tokens; for the administrator: users, backups, stats.
import { useEffect, useState } from "preact/hooks";
import { api, request, type User } from "../lib/api";
import { formatDate, formatNumber } from "../lib/format";
import { currentUser } from "../lib/session";
import { t } from "../strings";
import { Field, Notice, Page, Select, useAction } from "../components/ui";

function Profile() {
  const me = currentUser();
  const [name, setName] = useState(me?.display_name ?? "");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [msg, setMsg] = useState("");
  const [run, busy, err] = useAction();
  return (
    <>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), run(async () => {
        await api.patch<User>("/api/users/me", { display_name: name.trim() });
        setMsg(t.settings.saved);
      }))}>
        <h2>{t.settings.profile}</h2>
        <p class="muted">{me?.email}</p>
        <Field label={t.settings.displayName} value={name} onInput={(e) => setName(e.currentTarget.value)} autoComplete="name" />
        <button type="submit" disabled={busy}>{t.save}</button>
      </form>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), run(async () => {
        await api.patch("/api/users/me", { password: next, current_password: current });
        setCurrent("");
        setNext("");
        setMsg(t.settings.passwordChanged);
      }))}>
        <h2>{t.settings.password}</h2>
        <Field label={t.settings.currentPassword} type="password" required value={current} onInput={(e) => setCurrent(e.currentTarget.value)} autoComplete="current-password" />
        <Field label={t.settings.newPassword} type="password" required minLength={8} value={next} onInput={(e) => setNext(e.currentTarget.value)} autoComplete="new-password" />
        <button type="submit" disabled={busy}>{t.save}</button>
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
      <button type="button" disabled={busy} onClick={() => run(async () => {
        const res = (await request<Response>("GET", "/api/users/me/export", undefined, { raw: true })).data;
        const blob = await res.blob();
        const zip = (res.headers.get("content-type") ?? "").includes("zip");
        const a = document.createElement("a");
        a.href = URL.createObjectURL(blob);
        a.download = `recipe-library-export.${zip ? "zip" : "json"}`;
        a.click();
        setTimeout(() => URL.revokeObjectURL(a.href), 10000);
      })}>{t.settings.export}</button>
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
            <button type="button" class="danger" onClick={() => run(async () => {
              await api.del(`/api/users/me/api-tokens/${x.id}`);
              await load();
            })}>{t.delete}</button>
          </li>
        ))}
      </ul>
      <form class="inline" onSubmit={(e) => (e.preventDefault(), run(async () => {
        setShown((await api.post<{ token: string }>("/api/users/me/api-tokens", { name: name.trim(), scope })).token);
        setName("");
        await load();
      }))}>
        <Field label={t.settings.tokenName} value={name} required onInput={(e) => setName(e.currentTarget.value)} />
        <Select label={t.settings.tokenScope} value={scope} onChange={(e) => setScope(e.currentTarget.value)} options={[["read", t.settings.read], ["read-write", t.settings.readWrite]]} />
        <button type="submit" disabled={busy}>{t.create}</button>
      </form>
      {shown ? <p>{t.settings.tokenShown} <input class="copy" readOnly value={shown} aria-label={t.settings.tokenName} onFocus={(e) => e.currentTarget.select()} /></p> : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </section>
  );
}

interface AdminUser {
  id: string;
  email: string;
  display_name: string;
  is_admin: boolean;
  disabled: boolean;
  recipe_count: number;
}

function Admin() {
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [stats, setStats] = useState<Record<string, unknown> | null>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [msg, setMsg] = useState("");
  const [run, busy, err] = useAction();
  const load = async () => {
    setUsers((await api.get<{ users: AdminUser[] }>("/api/admin/users")).users);
    setStats(await api.get<Record<string, unknown>>("/api/admin/stats"));
  };
  const isAdmin = currentUser()?.is_admin === true;
  useEffect(() => {
    if (isAdmin) void load().catch(() => setUsers(null));
  }, [isAdmin]);
  if (!isAdmin || users === null) return null;
  return (
    <section class="card" aria-labelledby="admin-h">
      <h2 id="admin-h">{t.settings.admin}</h2>
      <h3>{t.settings.users}</h3>
      <ul class="plain">
        {users.map((u) => (
          <li key={u.id}>
            {u.display_name || u.email} <span class="muted">{u.email}</span>
            {u.is_admin ? <span class="pill">{t.settings.admin_}</span> : null}
            {u.disabled ? <span class="pill">{t.settings.disabled}</span> : null}{" "}
            {u.id !== currentUser()?.id ? (
              <button type="button" onClick={() => run(async () => {
                await api.patch(`/api/admin/users/${u.id}`, { disabled: !u.disabled });
                await load();
              })}>{u.disabled ? t.settings.enable : t.settings.disable}</button>
            ) : null}
          </li>
        ))}
      </ul>
      <form class="inline" onSubmit={(e) => (e.preventDefault(), run(async () => {
        await api.post("/api/admin/users", { email: email.trim(), password });
        setEmail("");
        setPassword("");
        await load();
      }))}>
        <Field label={t.signin.email} type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} autoComplete="off" />
        <Field label={t.signin.password} type="password" required minLength={8} value={password} onInput={(e) => setPassword(e.currentTarget.value)} autoComplete="new-password" />
        <button type="submit" disabled={busy}>{t.settings.newUser}</button>
      </form>
      <button type="button" disabled={busy} onClick={() => run(async () => setMsg(t.settings.backupDone((await api.post<{ file: string }>("/api/admin/backup")).file)))}>{t.settings.backup}</button>
      {stats ? (
        <>
          <h3>{t.settings.stats}</h3>
          <dl class="stats">
            {Object.entries(stats).filter(([, v]) => typeof v === "number" || typeof v === "string").map(([k, v]) => [
              <dt key={`${k}t`}>{k}</dt>,
              <dd key={`${k}d`}>{typeof v === "number" ? formatNumber(v) : String(v)}</dd>,
            ])}
          </dl>
        </>
      ) : null}
      {msg ? <Notice kind="ok">{msg}</Notice> : null}
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
