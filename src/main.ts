import path from "node:path";
import { ConfigError, loadConfig, SETTINGS_DOC, type Config } from "./config";
import { startServer, composeDeps } from "./compose";
import { openDb } from "./db/client";
import { DatabaseTooNewError } from "./db/migrate";
import { migrateWithBackup } from "./db/upgrade";
import { createLogger } from "./log";
import { createUser } from "./modules/auth/auth.service";
import { passwordProblem } from "./auth/passwords";
import { createApiToken } from "./modules/api-tokens/api-tokens.service";
import { findUserByEmail } from "./modules/users/users.repo";
import { restoreBackupArchive, writeBackupArchive } from "./backup/archive";
import { VERSION } from "./version";
import { enableCompilersWhenBusy, enableOptimizingCompilers, optimizingCompilersOff } from "./lib/optimizing-compilers";

const USAGE = `Usage: recipe-library <command>

Commands:
  serve                                   Start the server (default)
  migrate                                 Apply database migrations and exit
  user create --email E --password P [--name N] [--admin]
                                          Create a user (the first user is the administrator)
  token --email E [--ttl SECONDS] [--name N] [--scope read|read-write]
                                          Create a personal API token for a user (for integrations) and
                                          print it; it expires after --ttl seconds (default: until revoked)
  backup FILE                             Write a one-file backup (database, files, keys, secrets) to FILE;
                                          safe while the server runs
  restore FILE [--force]                  Restore a backup into DATA_DIR (stopped server; empty unless --force,
                                          which keeps the old contents beside it)
  help                                    This text and the settings
  --version                               The program's version and the Node.js it runs on

Settings (environment variables):
${SETTINGS_DOC.map(([k, d, m]) => `  ${k.padEnd(28)} ${d.padEnd(22)} ${m}`).join("\n")}
`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function serve(config: Config): Promise<void> {
  const running = await startServer(config);
  const log = running.deps.log;
  if (optimizingCompilersOff()) {
    enableCompilersWhenBusy({
      onBusy: () => {
        const flags = enableOptimizingCompilers();
        if (flags.length > 0) log.info("busy: V8's optimizing compilers turned on", { flags });
      },
    });
  }
  log.info("listening", { url: config.publicUrl, port: running.port, host: config.host, dataDir: config.dataDir, version: running.deps.version });
  let signals = 0;
  const onSignal = (sig: string) => {
    signals++;
    if (signals > 1) {
      log.warn("second signal: exiting now", { signal: sig });
      process.exit(1);
    }
    log.info("shutting down", { signal: sig });
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.shutdownGraceMs + 1500);
    force.unref();
    running.stop().then(
      () => {
        log.info("stopped");
        process.exit(0);
      },
      (err: unknown) => {
        log.error("shutdown failed", { error: err instanceof Error ? err.message : String(err) });
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
}

async function main(argv: string[]): Promise<void> {
  const [cmd = "serve", ...args] = argv;
  if (cmd === "--version" || cmd === "-v" || cmd === "version") {
    // The single executable answers this in its boot script, before unpacking anything (src/sea/boot.ts).
    process.stdout.write(`recipe-library ${VERSION}\nNode.js ${process.version}\n`);
    return;
  }
  if (cmd === "help" || cmd === "--help" || cmd === "-h") {
    process.stdout.write(USAGE);
    return;
  }
  const config = loadConfig();
  switch (cmd) {
    case "serve":
      return serve(config);
    case "migrate": {
      const db = openDb(path.join(config.dataDir, "library.db"));
      const { applied, backup } = await migrateWithBackup(db, config.dataDir);
      db.close();
      if (backup) process.stdout.write(`Backed up the database to ${backup} first.\n`);
      process.stdout.write(applied.length ? `Applied: ${applied.join(", ")}\n` : "Database is up to date.\n");
      return;
    }
    case "user": {
      if (args[0] !== "create") throw new Error("usage: user create --email E --password P [--name N] [--admin]");
      const email = flag(args, "email");
      const password = flag(args, "password") ?? process.env.NEW_USER_PASSWORD;
      if (!email || !password) throw new Error("user create needs --email and --password");
      const weak = passwordProblem(password, { email, displayName: flag(args, "name") });
      if (weak) throw new Error(weak);
      const { deps } = await composeDeps(config, { log: createLogger("warn") });
      const user = await createUser(deps, { email, password, display_name: flag(args, "name") }, { admin: args.includes("--admin"), bypassClosed: true });
      deps.db.close();
      process.stdout.write(`Created user ${user.email} (id ${user.id})${user.is_admin ? " as administrator" : ""}.\n`);
      return;
    }
    case "token": {
      // A personal API token (stored hashed, revocable in the app), not a short-lived JWT: it works whatever
      // PORT or PUBLIC_URL the running server has, because nothing in it names an issuer.
      const email = flag(args, "email");
      if (!email) throw new Error("token needs --email");
      const ttlText = flag(args, "ttl");
      const ttl = ttlText === undefined ? undefined : Number(ttlText);
      if (ttl !== undefined && (!Number.isSafeInteger(ttl) || ttl <= 0)) throw new Error("--ttl must be a positive number of seconds");
      const scope = flag(args, "scope") ?? "read-write";
      if (scope !== "read" && scope !== "read-write") throw new Error("--scope must be read or read-write");
      const { deps } = await composeDeps(config, { log: createLogger("warn") });
      try {
        const user = findUserByEmail(deps.db, email);
        if (!user) throw new Error(`no user with email ${email}`);
        const created = createApiToken(deps, user.id, {
          name: flag(args, "name") ?? "Command line",
          scope,
          expires_at: ttl === undefined ? undefined : new Date(deps.clock.now() + ttl * 1000).toISOString(),
        });
        process.stdout.write(`${created.token ?? ""}\n`);
        process.stderr.write(
          `Token "${created.name}" (${created.scope}) for ${user.email}, ${created.expires_at ? `expires ${created.expires_at}` : "until revoked"}.\n`,
        );
      } finally {
        deps.db.close();
      }
      return;
    }
    case "backup": {
      const file = args[0];
      if (!file) throw new Error("backup needs a target file");
      const db = openDb(path.join(config.dataDir, "library.db"));
      try {
        const m = await writeBackupArchive(db.sqlite, config.dataDir, path.resolve(file), VERSION);
        process.stdout.write(`Backup written to ${path.resolve(file)} (${m.counts.recipes} recipes, ${m.counts.files} files, schema ${m.schema_version})\n`);
      } finally {
        db.close();
      }
      return;
    }
    case "restore": {
      const file = args.find((a) => !a.startsWith("--"));
      if (!file) throw new Error("restore needs a backup file");
      const { manifest, previous } = await restoreBackupArchive(file, config.dataDir, { force: args.includes("--force") });
      process.stdout.write(
        `Restored ${manifest.counts.recipes} recipes and ${manifest.counts.files} files (backup of ${manifest.created_at}, app ${manifest.app_version}) into ${config.dataDir}\n`,
      );
      if (previous) process.stdout.write(`The previous contents are kept in ${previous}\n`);
      return;
    }
    default:
      process.stderr.write(USAGE);
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseTooNewError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Error: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
