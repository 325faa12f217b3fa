// The administrator's part of Settings: registration (the instance's switch, kept on the server), users, backups and
// statistics. Shown only to administrators; the server checks it too (403 for anyone else).
import { useEffect, useState } from "preact/hooks";
import { api } from "../lib/api";
import { formatBytes, formatNumber } from "../lib/format";
import { currentUser } from "../lib/session";
import { t } from "../strings";
import { Field, Notice, useAction, NewPasswordField, submitAction } from "../components/ui";

interface AdminUser {
  id: string;
  email: string;
  display_name: string;
  is_admin: boolean;
  disabled: boolean;
  recipe_count: number;
}

interface InstanceSettings {
  registration_open: boolean;
  registration_open_source: "environment" | "administrator";
  updated_at: string;
}

interface Stats {
  version: string;
  uptime_s: number;
  rss_mb: number;
  users: number;
  recipes: number;
  files: { count: number; bytes: number };
  imports: Record<string, number>;
  jobs: Record<string, number>;
  database_bytes: number;
  event_stream_clients: number;
}

function Registration() {
  const [settings, setSettings] = useState<InstanceSettings | null>(null);
  // The position the administrator just chose, shown while the server confirms it (a switch must not flip back).
  const [pending, setPending] = useState<boolean | null>(null);
  const [msg, setMsg] = useState("");
  const [run, busy, err] = useAction();
  useEffect(() => void api.get<InstanceSettings>("/api/admin/settings").then(setSettings, () => setSettings(null)), []);
  if (!settings) return null;
  const change = (value: boolean | null) =>
    run(async () => {
      setPending(value);
      setMsg("");
      try {
        const next = await api.patch<InstanceSettings>("/api/admin/settings", { registration_open: value });
        setSettings(next);
        setMsg(next.registration_open ? t.settings.registrationNowOpen : t.settings.registrationNowClosed);
      } finally {
        setPending(null);
      }
    });
  const open = pending ?? settings.registration_open;
  return (
    <section class="card" aria-labelledby="registration-h">
      <h3 id="registration-h">{t.settings.registration}</h3>
      <label class="check">
        <input type="checkbox" role="switch" checked={open} aria-busy={busy} onChange={(e) => !busy && void change(e.currentTarget.checked)} />
        {t.settings.registrationOpen}
      </label>
      <p>{open ? t.settings.registrationOpenHelp : t.settings.registrationClosedHelp}</p>
      <p class="muted">{settings.registration_open_source === "environment" ? t.settings.registrationFromServer : t.settings.registrationFromAdmin}</p>
      {settings.registration_open_source === "administrator" ? (
        <button type="button" disabled={busy} onClick={() => void change(null)}>
          {t.settings.registrationUseServer}
        </button>
      ) : null}
      {msg ? <Notice kind="ok">{msg}</Notice> : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </section>
  );
}

function Users() {
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [msg, setMsg] = useState("");
  const [run, busy, err] = useAction();
  const load = async () => setUsers((await api.get<{ users: AdminUser[] }>("/api/admin/users")).users);
  useEffect(() => void load().catch(() => setUsers(null)), []);
  if (!users) return null;
  const me = currentUser()?.id;
  const patch = (u: AdminUser, body: Partial<Pick<AdminUser, "is_admin" | "disabled">>) =>
    run(async () => {
      await api.patch(`/api/admin/users/${u.id}`, body);
      await load();
    });
  return (
    <section class="card" aria-labelledby="users-h">
      <h3 id="users-h">{t.settings.users}</h3>
      <ul class="plain users">
        {users.map((u) => {
          const who = u.display_name || u.email;
          return (
            <li key={u.id}>
              <span class="user-name">
                <strong>{who}</strong> {u.display_name ? <span class="muted">{u.email}</span> : null}
                {u.id === me ? <span class="muted"> ({t.settings.you})</span> : null}
              </span>
              {u.is_admin ? <span class="pill">{t.settings.admin_}</span> : null}
              {u.disabled ? <span class="pill">{t.settings.disabled}</span> : null}
              {u.id !== me ? (
                <span class="buttons">
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={t.settings.forUser(u.is_admin ? t.settings.dropAdmin : t.settings.makeAdmin, who)}
                    onClick={() => void patch(u, { is_admin: !u.is_admin })}
                  >
                    {u.is_admin ? t.settings.dropAdmin : t.settings.makeAdmin}
                  </button>
                  <button
                    type="button"
                    class={u.disabled ? "" : "danger"}
                    disabled={busy}
                    aria-label={t.settings.forUser(u.disabled ? t.settings.enable : t.settings.disable, who)}
                    onClick={() => void patch(u, { disabled: !u.disabled })}
                  >
                    {u.disabled ? t.settings.enable : t.settings.disable}
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form
        class="inline"
        onSubmit={submitAction(run, async () => {
          const added = email.trim();
          await api.post("/api/admin/users", { email: added, password, ...(name.trim() ? { display_name: name.trim() } : {}) });
          setName("");
          setEmail("");
          setPassword("");
          setMsg(t.settings.userAdded(name.trim() || added));
          await load();
        })}
      >
        <Field label={t.settings.newUserName} value={name} onInput={(e) => setName(e.currentTarget.value)} autoComplete="off" />
        <Field label={t.signin.email} type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} autoComplete="off" />
        <NewPasswordField label={t.signin.password} value={password} onValue={setPassword} />
        <button type="submit" disabled={busy}>
          {t.settings.newUser}
        </button>
      </form>
      {msg ? <Notice kind="ok">{msg}</Notice> : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </section>
  );
}

function Backups({ onDone }: { onDone: () => void }) {
  const [msg, setMsg] = useState("");
  const [run, busy, err] = useAction();
  return (
    <section class="card" aria-labelledby="backups-h">
      <h3 id="backups-h">{t.settings.backups}</h3>
      <p>
        {t.settings.backupHelp} <code>{t.settings.restoreCommand}</code>
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          run(async () => {
            const b = await api.post<{ file: string; size: number }>("/api/admin/backup");
            setMsg(t.settings.backupDone(b.file, formatBytes(b.size)));
            onDone();
          })
        }
      >
        {t.settings.backup}
      </button>
      {busy ? <p role="status">{t.loading}</p> : null}
      {msg ? <Notice kind="ok">{msg}</Notice> : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </section>
  );
}

/** "completed 3, failed 1" (a status with no record is left out). */
const byStatus = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${t.imports.status[k] ?? k} ${formatNumber(n)}`)
    .join(", ") || formatNumber(0);

function StatsPanel({ stats }: { stats: Stats }) {
  const s = t.settings.stat;
  const rows: [string, string][] = [
    [s.version, stats.version],
    [s.uptime, s.uptimeValue(Math.floor(stats.uptime_s / 86400), Math.floor((stats.uptime_s % 86400) / 3600), Math.floor((stats.uptime_s % 3600) / 60))],
    [s.memory, formatBytes(stats.rss_mb * 1048576)],
    [s.users, formatNumber(stats.users)],
    [s.recipes, formatNumber(stats.recipes)],
    [s.files, `${formatNumber(stats.files.count)} (${formatBytes(stats.files.bytes)})`],
    [s.database, formatBytes(stats.database_bytes)],
    [s.imports, byStatus(stats.imports)],
    [s.jobs, byStatus(stats.jobs)],
    [s.clients, formatNumber(stats.event_stream_clients)],
  ];
  return (
    <section class="card" aria-labelledby="stats-h">
      <h3 id="stats-h">{t.settings.stats}</h3>
      <dl class="stats">{rows.map(([k, v]) => [<dt key={`${k}t`}>{k}</dt>, <dd key={`${k}d`}>{v}</dd>])}</dl>
    </section>
  );
}

export function Admin() {
  const [stats, setStats] = useState<Stats | null>(null);
  const isAdmin = currentUser()?.is_admin === true;
  const loadStats = () => void api.get<Stats>("/api/admin/stats").then(setStats, () => setStats(null));
  useEffect(() => {
    if (isAdmin) loadStats();
  }, [isAdmin]);
  if (!isAdmin) return null;
  return (
    <section class="admin" aria-labelledby="admin-h">
      <h2 id="admin-h">{t.settings.admin}</h2>
      <Registration />
      <Users />
      <Backups onDone={loadStats} />
      {stats ? <StatsPanel stats={stats} /> : null}
    </section>
  );
}
