import path from "node:path";
import { ConfigError, loadConfig, SETTINGS_DOC, type Config } from "./config";
import { startServer, composeDeps } from "./compose";
import { openDb } from "./db/client";
import { migrate, DatabaseTooNewError } from "./db/migrate";
import { createLogger } from "./log";
import { createUser, issueSession } from "./modules/auth/auth.service";
import { findUserByEmail } from "./modules/users/users.repo";

const USAGE = `Usage: recipe-library <command>

Commands:
  serve                                   Start the server (default)
  migrate                                 Apply database migrations and exit
  user create --email E --password P [--name N] [--admin]
                                          Create a user (the first user is the administrator)
  token --email E [--ttl SECONDS]         Print an access token for a user (for integrations)
  backup FILE                             Write a consistent online backup of the database to FILE
  help                                    This text and the settings

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
      const { applied } = migrate(db);
      db.close();
      process.stdout.write(applied.length ? `Applied: ${applied.join(", ")}\n` : "Database is up to date.\n");
      return;
    }
    case "user": {
      if (args[0] !== "create") throw new Error("usage: user create --email E --password P [--name N] [--admin]");
      const email = flag(args, "email");
      const password = flag(args, "password") ?? process.env.NEW_USER_PASSWORD;
      if (!email || !password || password.length < 8) throw new Error("user create needs --email and a --password of at least 8 characters");
      const { deps } = await composeDeps(config, { log: createLogger("warn") });
      const user = await createUser(deps, { email, password, display_name: flag(args, "name") }, { admin: args.includes("--admin"), bypassClosed: true });
      deps.db.close();
      process.stdout.write(`Created user ${user.email} (id ${user.id})${user.is_admin ? " as administrator" : ""}.\n`);
      return;
    }
    case "token": {
      const email = flag(args, "email");
      if (!email) throw new Error("token needs --email");
      const { deps } = await composeDeps(config, { log: createLogger("warn") });
      const user = findUserByEmail(deps.db.sqlite, email);
      if (!user) throw new Error(`no user with email ${email}`);
      const session = await issueSession(deps, user);
      deps.db.close();
      process.stdout.write(JSON.stringify(session, null, 2) + "\n");
      return;
    }
    case "backup": {
      const file = args[0];
      if (!file) throw new Error("backup needs a target file");
      const db = openDb(path.join(config.dataDir, "library.db"));
      await db.sqlite.backup(path.resolve(file));
      db.close();
      process.stdout.write(`Backup written to ${path.resolve(file)}\n`);
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
