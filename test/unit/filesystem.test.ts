import { test } from "node:test";
import assert from "node:assert/strict";
import { fileSystemTypeOf, isRiskyFileSystem } from "../../src/db/filesystem";

const MOUNTS = [
  "/dev/vda / ext4 rw 0 0",
  "nas:/export /mnt/nas nfs4 rw 0 0",
  "//nas/share /mnt/smb cifs rw 0 0",
  "fuse /mnt/fuse fuse.sshfs rw 0 0",
  "tmpfs /mnt/nas/tmp tmpfs rw 0 0",
].join("\n");

test("the data directory's file system is the longest matching mount", () => {
  assert.equal(fileSystemTypeOf("/srv/data", MOUNTS), "ext4");
  assert.equal(fileSystemTypeOf("/mnt/nas/recipes", MOUNTS), "nfs4");
  assert.equal(fileSystemTypeOf("/mnt/nas/tmp/x", MOUNTS), "tmpfs");
  assert.equal(fileSystemTypeOf("/mnt/nasty", MOUNTS), "ext4", "a prefix that is not a path component does not match");
});

test("network and FUSE file systems are flagged as risky for SQLite", () => {
  for (const t of ["nfs", "nfs4", "cifs", "smb3", "fuse.sshfs", "9p"]) assert.equal(isRiskyFileSystem(t), true, t);
  for (const t of ["ext4", "btrfs", "xfs", "tmpfs", "zfs", null]) assert.equal(isRiskyFileSystem(t), false, String(t));
});
