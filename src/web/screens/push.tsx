// Web Push: subscribe this device with the appliance's VAPID key, so a fired timer reaches a locked phone.
import { useEffect, useState } from "preact/hooks";
import { api } from "../lib/api";
import { t } from "../strings";
import { Notice, useAction } from "../components/ui";

function keyBytes(b64url: string): ArrayBuffer {
  const b64 = b64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(b64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
}

export function PushToggle() {
  const [key, setKey] = useState<string | null>(null);
  const [on, setOn] = useState(false);
  const [run, busy, err] = useAction();
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window)) return;
    api
      .get<{ public_key: string | null; web_push_enabled: boolean }>("/api/push-tokens/vapid-public-key")
      .then((r) => setKey(r.web_push_enabled ? r.public_key : null))
      .catch(() => undefined);
    void navigator.serviceWorker
      .getRegistration()
      .then((reg) => reg?.pushManager.getSubscription())
      .then((s) => setOn(!!s));
  }, []);
  if (!key) return null;
  if (on) return <p class="muted">{t.cook.pushOn}</p>;
  const subscribe = () =>
    run(async () => {
      if ((await Notification.requestPermission()) !== "granted") return;
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
      await api.post("/api/push-tokens", { token: JSON.stringify(sub.toJSON()), platform: "web", device_name: navigator.userAgent.slice(0, 200) });
      setOn(true);
    });
  return (
    <div>
      <button type="button" onClick={subscribe} disabled={busy}>
        {t.cook.push}
      </button>
      {err ? <Notice kind="error">{err}</Notice> : null}
    </div>
  );
}
