// Cook mode: one step at a time in large type, the screen kept awake, a tap on a duration starts a server timer.
// Timers fire on the server, so every phone of the family hears them through the event stream (and Web Push).
import { useEffect, useState } from "preact/hooks";
import { api } from "../lib/api";
import { findDurations, formatDuration } from "../lib/format";
import { onEvent } from "../lib/events";
import { applyServer, one, useStoreVersion } from "../lib/store";
import type { CookSession, Recipe, Timer } from "../lib/types";
import { navigate } from "../router";
import { t } from "../strings";
import { Notice, Page, messageOf } from "../components/ui";
import { PushToggle } from "./push";

function useWakeLock(): void {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    const take = () => {
      if (document.visibilityState === "visible" && "wakeLock" in navigator) {
        navigator.wakeLock
          .request("screen")
          .then((l) => (lock = l))
          .catch(() => undefined);
      }
    };
    take();
    document.addEventListener("visibilitychange", take);
    return () => {
      document.removeEventListener("visibilitychange", take);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}

function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const i = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(i);
  }, []);
  return now;
}

function StepText({ text, onTimer }: { text: string; onTimer: (ms: number, label: string) => void }) {
  const parts: preact.ComponentChild[] = [];
  let at = 0;
  for (const d of findDurations(text)) {
    parts.push(text.slice(at, d.start));
    parts.push(
      <button type="button" class="duration" key={d.start} aria-label={t.cook.startTimer(d.label)} onClick={() => onTimer(d.ms, d.label)}>
        {d.label}
      </button>,
    );
    at = d.end;
  }
  parts.push(text.slice(at));
  return <p class="step-text">{parts}</p>;
}

function TimerRow({ timer, now, onChange }: { timer: Timer; now: number; onChange: () => void }) {
  const left = timer.status === "scheduled" ? new Date(timer.dueAt).getTime() - now : timer.remainingMs;
  const act = (path: string, method: "post" | "del") => () => void (method === "post" ? api.post(path) : api.del(path)).then(onChange, onChange);
  return (
    <li class={`timer ${timer.status}`}>
      <span class="timer-title">{timer.title}</span>
      <span class="timer-left" role="timer" aria-live="off">
        {timer.status === "fired" ? "0:00" : formatDuration(Math.max(0, left))}
      </span>
      {timer.status === "scheduled" ? (
        <button type="button" onClick={act(`/api/timers/${timer.timerId}/pause`, "post")}>
          {t.cook.pause}
        </button>
      ) : null}
      {timer.status === "paused" ? (
        <button type="button" onClick={act(`/api/timers/${timer.timerId}/resume`, "post")}>
          {t.cook.resume}
        </button>
      ) : null}
      {timer.status === "scheduled" || timer.status === "paused" ? (
        <button type="button" aria-label={`${t.cook.cancelTimer}: ${timer.title}`} onClick={act(`/api/timers/${timer.timerId}`, "del")}>
          ×
        </button>
      ) : null}
    </li>
  );
}

export function Cook({ id }: { id: string }) {
  useStoreVersion();
  useWakeLock();
  const now = useNow();
  const [session, setSession] = useState<CookSession | null>(null);
  const [step, setStep] = useState(0);
  const [err, setErr] = useState("");
  const load = () =>
    api.get<CookSession>(`/api/cook-sessions/${id}`).then((s) => {
      setSession(s);
      return s;
    });
  useEffect(() => {
    load()
      .then((s) => {
        setStep(s.current_step);
        if (!one<Recipe>("recipes", s.recipe_id)) void api.get<Recipe>(`/api/recipes/${s.recipe_id}`).then((r) => applyServer("recipes", [r]));
      })
      .catch((e) => setErr(messageOf(e)));
    return onEvent((e) => {
      if (e.type === "timer.fired" || e.type === "stream.open") void load().catch(() => undefined);
    });
  }, [id]);
  const recipe = session ? one<Recipe>("recipes", session.recipe_id) : undefined;
  const steps = recipe ? [...recipe.components.flatMap((c) => c.instructions), ...recipe.instructions] : [];
  const offset = recipe ? steps.length - recipe.instructions.length : 0;
  const go = (n: number) => {
    setStep(n);
    if (n >= offset) void api.patch(`/api/cook-sessions/${id}`, { current_step: n - offset }).catch(() => undefined);
  };
  const startTimer = async (ms: number, label: string) => {
    if (!recipe) return;
    try {
      await api.post<Timer>("/api/timers", { title: `${recipe.title}: ${label}`, durationMs: Math.round(ms), sessionId: id, recipeId: recipe.id });
      await load();
    } catch (e) {
      setErr(messageOf(e));
    }
  };
  const finish = async () => {
    await api.post(`/api/cook-sessions/${id}/end`).catch(() => undefined);
    navigate(recipe ? `/recipes/${recipe.id}` : "/");
  };
  if (err)
    return (
      <Page title={t.cook.title}>
        <Notice kind="error">{err}</Notice>
      </Page>
    );
  if (!session || !recipe)
    return (
      <Page title={t.cook.title}>
        <p role="status">{t.loading}</p>
      </Page>
    );
  const timers = session.timers.filter((x) => x.status !== "cancelled");
  return (
    <Page title={recipe.title}>
      <p class="muted">{t.cook.awake}</p>
      {steps.length === 0 ? (
        <p>{t.cook.noSteps}</p>
      ) : (
        <div class="cook-step">
          <h2>{t.cook.step(step + 1, steps.length)}</h2>
          <StepText text={steps[Math.min(step, steps.length - 1)]} onTimer={startTimer} />
          <div class="cook-nav">
            <button type="button" onClick={() => go(step - 1)} disabled={step === 0}>
              {t.cook.prev}
            </button>
            {step < steps.length - 1 ? (
              <button type="button" class="primary" onClick={() => go(step + 1)}>
                {t.cook.next}
              </button>
            ) : (
              <button type="button" class="primary" onClick={finish}>
                {t.cook.done}
              </button>
            )}
          </div>
        </div>
      )}
      {timers.length > 0 ? (
        <section aria-labelledby="timers-h" class="card">
          <h2 id="timers-h">{t.cook.timers}</h2>
          <ul class="timers">
            {timers.map((x) => (
              <TimerRow key={x.timerId} timer={x} now={now} onChange={() => void load()} />
            ))}
          </ul>
        </section>
      ) : null}
      <PushToggle />
    </Page>
  );
}
