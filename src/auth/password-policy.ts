import { ValidationError } from "../errors";
import { COMMON_PASSWORDS } from "./common-passwords";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

const LEET: Record<string, string> = { "@": "a", "4": "a", "0": "o", "1": "i", "!": "i", "3": "e", $: "s", "5": "s", "7": "t" };

/** True when every character steps by the same +1 or -1 from the one before ("abcdefgh", "87654321"). */
function isSequence(s: string): boolean {
  if (s.length < 3) return false;
  const step = s.charCodeAt(1) - s.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** True when the password is a short unit (up to four characters, or a sequence) said over and over ("abcabcabc", "12121212"). */
function isRepeatedPattern(s: string): boolean {
  for (let unit = 1; unit <= Math.min(4, s.length / 2); unit++) {
    const head = s.slice(0, unit);
    if (head.repeat(Math.ceil(s.length / unit)).slice(0, s.length) === s) return true;
  }
  return false;
}

/** Keyboard rows typed left to right or back: a run of one of them ("qwertyui", "lkjhgfds"). */
const KEYBOARD_ROWS = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "qwertzuiop", "yxcvbnm", "azertyuiop", "qsdfghjklm", "wxcvbn"];
function isKeyboardRun(s: string): boolean {
  return KEYBOARD_ROWS.some((row) => row.includes(s) || [...row].reverse().join("").includes(s));
}

/** The password without trailing digits and symbols ("sunshine2024!" → "sunshine"), when a word remains. */
function stem(s: string): string {
  const t = s.replace(/[\d\W_]+$/u, "");
  return t.length >= 4 ? t : s;
}

/**
 * Why a password is too weak to set, in plain words, or null when it is acceptable. The one rule for every place a
 * password is chosen: registration, the first administrator, an administrator creating a user, the CLI, a password
 * change, sign-up through an invite. `context` holds the account's own words (email, display name), which make
 * poor passwords too.
 */
export function passwordProblem(password: string, context: { email?: string; displayName?: string } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  const lower = password.normalize("NFKC").toLowerCase();
  const compact = lower.replace(/\s+/g, "");
  if (new Set(compact).size <= 2 || isRepeatedPattern(compact))
    return "Password repeats one or two characters or a short pattern; choose something harder to guess";
  if (isSequence(compact) || isKeyboardRun(compact)) return "Password is a simple sequence or keyboard row; choose something harder to guess";
  const unleet = [...compact].map((c) => LEET[c] ?? c).join("");
  for (const candidate of new Set([compact, unleet, stem(compact), stem(unleet), compact.replace(/[^\p{L}\p{N}]/gu, "")])) {
    if (COMMON_PASSWORDS.has(candidate)) return "Password is one of the most commonly used passwords; choose something harder to guess";
  }
  const own = [context.email?.toLowerCase(), context.email?.toLowerCase().split("@")[0], context.displayName?.toLowerCase().replace(/\s+/g, "")].filter(
    (w): w is string => typeof w === "string" && w.length >= 3,
  );
  if (own.some((w) => compact === w || stem(compact) === w)) return "Password must not be your email or name";
  return null;
}

/** Throw the contract's 400 naming the field (`password` unless told) when the password is too weak. */
export function assertAcceptablePassword(password: string, context: { email?: string; displayName?: string } = {}, field = "password"): void {
  const problem = passwordProblem(password, context);
  if (problem) throw new ValidationError([{ type: "field", path: field, msg: problem, location: "body" }]);
}
