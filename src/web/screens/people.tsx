// Notifications, the household (members, roles, invite link, leave) and share links.
import { useEffect, useState } from "preact/hooks";
import { api } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { refreshUnread, setUnread } from "../lib/live";
import { currentUser } from "../lib/session";
import type { NotificationRec } from "../lib/types";
import { t } from "../strings";
import { Field, Notice, Page, messageOf, useAction, submitAction } from "../components/ui";

function localLink(link: string): string {
  try {
    const u = new URL(link, location.origin);
    return u.pathname + u.search;
  } catch {
    return "/";
  }
}

export function Notifications() {
  const [rows, setRows] = useState<NotificationRec[]>([]);
  const [run, busy, err] = useAction();
  const load = () => api.get<{ notifications: NotificationRec[] }>("/api/notifications?limit=100").then((r) => setRows(r.notifications));
  useEffect(() => void run(load), []);
  return (
    <Page
      title={t.notifications.title}
      actions={
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run(async () => {
              await api.post("/api/notifications/read-all", {});
              setUnread(0);
              await load();
            })
          }
        >
          {t.notifications.readAll}
        </button>
      }
    >
      {err ? <Notice kind="error">{err}</Notice> : null}
      {rows.length === 0 ? (
        <p>{t.notifications.none}</p>
      ) : (
        <ul class="cards">
          {rows.map((n) => (
            <li key={n.id} class={`card ${n.read_at ? "" : "unread"}`}>
              {typeof n.link === "string" && n.link ? (
                <a href={localLink(n.link)}>
                  <strong>{n.title}</strong>
                </a>
              ) : (
                <strong>{n.title}</strong>
              )}
              {typeof n.subtitle === "string" && n.subtitle ? <p>{n.subtitle}</p> : null}
              <p class="muted">{formatDateTime(n.created_at)}</p>
              {!n.read_at ? (
                <button
                  type="button"
                  onClick={() =>
                    run(async () => {
                      await api.post(`/api/notifications/${n.id}/read`);
                      await Promise.all([load(), refreshUnread()]);
                    })
                  }
                >
                  {t.notifications.markRead}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

interface Member {
  user_id: string;
  role: "owner" | "member";
  display_name: string;
  email: string;
}
interface Household {
  id: string;
  name: string;
  share_library?: boolean;
  members: Member[];
}

function HouseholdCard({ h, reload }: { h: Household; reload: () => Promise<void> }) {
  const me = currentUser();
  const owner = h.members.some((m) => m.user_id === me?.id && m.role === "owner");
  const [invite, setInvite] = useState("");
  const [run, busy, err] = useAction();
  return (
    <section class="card" aria-label={h.name}>
      <h2>{h.name}</h2>
      <h3>{t.household.members}</h3>
      <ul class="plain members">
        {h.members.map((m) => (
          <li key={m.user_id}>
            {m.display_name || m.email} <span class="pill">{t.household.role(m.role)}</span>
            {owner && m.user_id !== me?.id ? (
              <>
                <button
                  type="button"
                  onClick={() =>
                    run(async () => {
                      await api.put(`/api/households/${h.id}/members/${m.user_id}`, { role: m.role === "owner" ? "member" : "owner" });
                      await reload();
                    })
                  }
                >
                  {m.role === "owner" ? t.household.makeMember : t.household.makeOwner}
                </button>
                <button
                  type="button"
                  class="danger"
                  onClick={() =>
                    run(async () => {
                      await api.del(`/api/households/${h.id}/members/${m.user_id}`);
                      await reload();
                    })
                  }
                >
                  {t.household.removeMember(m.display_name || m.email)}
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {owner ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => run(async () => setInvite((await api.post<{ url: string }>(`/api/households/${h.id}/invites`, {})).url))}
        >
          {t.household.invite}
        </button>
      ) : null}
      {invite ? (
        <p>
          {t.household.inviteReady} <input class="copy" readOnly value={invite} aria-label={t.household.invite} onFocus={(e) => e.currentTarget.select()} />
        </p>
      ) : null}
      {me ? (
        <button
          type="button"
          class="danger"
          onClick={() =>
            run(async () => {
              await api.del(`/api/households/${h.id}/members/${me.id}`);
              await reload();
            })
          }
        >
          {t.household.leave}
        </button>
      ) : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </section>
  );
}

export function HouseholdScreen() {
  const [list, setList] = useState<Household[] | null>(null);
  const [name, setName] = useState("");
  const [share, setShare] = useState(true);
  const [run, busy, err] = useAction();
  const reload = () => api.get<{ households: Household[] }>("/api/households/me").then((r) => setList(r.households));
  useEffect(() => void run(reload), []);
  return (
    <Page title={t.household.title}>
      {err ? <Notice kind="error">{err}</Notice> : null}
      {list === null ? (
        <p role="status">{t.loading}</p>
      ) : list.length === 0 ? (
        <p>{t.household.none}</p>
      ) : (
        list.map((h) => <HouseholdCard key={h.id} h={h} reload={reload} />)
      )}
      <form
        class="card form"
        onSubmit={submitAction(run, async () => {
          try {
            await api.post("/api/households", { name: name.trim(), share_library: share });
          } catch (x) {
            // A server without the share_library option yet: create the household without it.
            if (messageOf(x).includes("share_library")) await api.post("/api/households", { name: name.trim() });
            else throw x;
          }
          setName("");
          await reload();
        })}
      >
        <h2>{t.household.create}</h2>
        <Field label={t.household.name} value={name} required onInput={(e) => setName(e.currentTarget.value)} />
        <label class="check">
          <input type="checkbox" checked={share} onChange={(e) => setShare(e.currentTarget.checked)} /> {t.household.shareLibrary}
        </label>
        <button type="submit" disabled={busy}>
          {t.household.create}
        </button>
      </form>
    </Page>
  );
}

interface ShareLink {
  id: string;
  token_prefix: string;
  resource_type: string;
  resource_id: string;
  created_at: string;
  expires_at: string | null;
}

export function ShareLinks() {
  const [rows, setRows] = useState<ShareLink[]>([]);
  const [run, , err] = useAction();
  const load = () => api.get<{ share_links: ShareLink[] }>("/api/share-links").then((r) => setRows(r.share_links));
  useEffect(() => void run(load), []);
  return (
    <Page title={t.shares.title}>
      {err ? <Notice kind="error">{err}</Notice> : null}
      {rows.length === 0 ? (
        <p>{t.shares.none}</p>
      ) : (
        <ul class="cards">
          {rows.map((s) => (
            <li key={s.id} class="card">
              <strong>{t.shares.kind(s.resource_type)}</strong>{" "}
              {s.resource_type === "recipe" ? <a href={`/recipes/${s.resource_id}`}>{s.token_prefix}…</a> : <span>{s.token_prefix}…</span>}
              <span class="muted"> · {formatDateTime(s.created_at)}</span>{" "}
              <button
                type="button"
                class="danger"
                onClick={() =>
                  run(async () => {
                    await api.del(`/api/share-links/${s.id}`);
                    await load();
                  })
                }
              >
                {t.shares.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
