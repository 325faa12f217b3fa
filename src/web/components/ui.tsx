// Small building blocks shared by the screens: labelled fields, status messages, a runner for user actions.
import type { ComponentChildren, JSX } from "preact";
import { useState } from "preact/hooks";
import { ApiError, NetworkError } from "../lib/api";
import { t } from "../strings";

let uid = 0;
export function useId(prefix: string): string {
  const [id] = useState(() => `${prefix}-${++uid}`);
  return id;
}

type InputProps = JSX.InputHTMLAttributes<HTMLInputElement> & { label: string };
export function Field({ label, ...rest }: InputProps) {
  const id = useId("f");
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} {...rest} />
    </div>
  );
}

/** The password a person chooses (sign-up, setup, a new user, a change): at least the server's 8 characters. */
export function NewPasswordField({ label, value, onValue }: { label: string; value: string; onValue: (v: string) => void }) {
  return (
    <Field label={label} type="password" required minLength={8} value={value} onInput={(e) => onValue(e.currentTarget.value)} autoComplete="new-password" />
  );
}

type AreaProps = JSX.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string };
export function Area({ label, ...rest }: AreaProps) {
  const id = useId("a");
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea id={id} {...rest} />
    </div>
  );
}

type SelectProps = JSX.SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: [string, string][] };
export function Select({ label, options, ...rest }: SelectProps) {
  const id = useId("s");
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} {...rest}>
        {options.map(([v, l]) => (
          <option value={v} key={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Notice({ kind = "info", children }: { kind?: "info" | "error" | "ok"; children: ComponentChildren }) {
  return (
    <p class={`notice ${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

export function messageOf(e: unknown): string {
  if (e instanceof NetworkError) return t.offlineAction;
  if (e instanceof ApiError) return e.message;
  return e instanceof Error ? e.message : String(e);
}

/** Run a user action with a busy flag and a readable error, e.g. `const [run, busy, err] = useAction()`. */
export function useAction(): [(fn: () => Promise<void>) => Promise<void>, boolean, string, (s: string) => void] {
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState("");
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setErr("");
    try {
      await fn();
    } catch (e) {
      setErr(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return [run, busy, err, setErr];
}

/** A form's submit handler: no page reload, and the action runs through useAction's `run` (busy flag, readable error). */
export const submitAction =
  (run: (fn: () => Promise<void>) => Promise<void>, action: () => Promise<void>) =>
  (e: Event): void => {
    e.preventDefault();
    void run(action);
  };

export function Page({ title, children, actions }: { title: string; children: ComponentChildren; actions?: ComponentChildren }) {
  return (
    <section class="page" aria-labelledby="page-title">
      <div class="page-head">
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div class="actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
