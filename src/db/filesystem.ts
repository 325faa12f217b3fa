import fs from "node:fs";
import path from "node:path";

/** File systems on which SQLite's locking or WAL is unreliable (network shares, most FUSE mounts). */
const RISKY = /^(nfs\d?|cifs|smb\d?|smbfs|fuse.*|9p|afs|ceph|glusterfs|sshfs)$/i;

/**
 * The file-system type holding `dir`, from /proc/mounts (Linux). Null where it cannot be told.
 * Used to warn at start-up: "WAL does not work over a network filesystem".
 */
export function fileSystemTypeOf(dir: string, mountsText?: string): string | null {
  let text = mountsText;
  if (text === undefined) {
    try {
      text = fs.readFileSync("/proc/mounts", "utf8");
    } catch {
      return null;
    }
  }
  const target = path.resolve(dir);
  let best: { mount: string; type: string } | null = null;
  for (const line of text.split("\n")) {
    const [, mount, type] = line.split(" ");
    if (!mount || !type) continue;
    const m = mount.replace(/\\040/g, " ");
    if ((target === m || target.startsWith(m.endsWith("/") ? m : `${m}/`)) && (!best || m.length > best.mount.length)) best = { mount: m, type };
  }
  return best?.type ?? null;
}

/** True when the data directory sits on a file system where SQLite may corrupt or lose data. */
export const isRiskyFileSystem = (type: string | null): boolean => type !== null && RISKY.test(type);
