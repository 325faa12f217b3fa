// Writes a first draft of src/db/schema/*.ts from a database migrated with migrations/*.sql (PRAGMA table_info and
// foreign_key_list). A one-off helper: the committed schema files are edited by hand afterwards and nothing runs this
// at build time; test/unit/drizzle-schema-agrees-with-migrations.test.ts keeps the two in step.
// Usage: node --import tsx scripts/drizzle-schema-draft.ts OUT_DIR (never src/db/schema itself: the drafts carry none
// of the hand-written comments; compare and copy what a new migration added).
import fs from "node:fs";
import path from "node:path";
import { openDb } from "../src/db/client";
import { foreignKeys, indexColumns, tableColumns, tableIndexes } from "../src/db/pragma";
import { migrate } from "../src/db/migrate";
import { aggregateOf, ignoredTables } from "../src/db/schema/aggregates";

const outDir = process.argv[2];
if (!outDir) throw new Error("usage: node --import tsx scripts/drizzle-schema-draft.ts OUT_DIR");
fs.mkdirSync(outDir, { recursive: true });
const db = openDb(":memory:");
migrate(db);
const tables = (db.sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY rowid").all() as { name: string; sql: string }[]).filter(
  (t) => !ignoredTables.has(t.name),
);

const camel = (s: string): string => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const action = (a: string): string | undefined => (a === "NO ACTION" ? undefined : a.toLowerCase());

function defaultOf(v: string): string {
  if (/^-?\d+(\.\d+)?$/.test(v)) return `.default(${v})`;
  if (/^'.*'$/s.test(v)) return `.default(${JSON.stringify(v.slice(1, -1).replace(/''/g, "'"))})`;
  return `.default(sql\`${v}\`)`;
}

interface Draft {
  imports: Map<string, Set<string>>;
  builders: Set<string>;
  body: string[];
}
const files = new Map<string, Draft>();
for (const t of tables) {
  const file = aggregateOf(t.name);
  const f: Draft = files.get(file) ?? { imports: new Map<string, Set<string>>(), builders: new Set(["sqliteTable"]), body: [] };
  files.set(file, f);
  const cols = tableColumns(db.sqlite, t.name);
  const fks = foreignKeys(db.sqlite, t.name);
  const pkCols = cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
  const lines = [`export const ${camel(t.name)} = sqliteTable(`, `  "${t.name}",`, "  {"];
  for (const c of cols) {
    const builder = c.type.toLowerCase();
    f.builders.add(builder);
    let expr = `${builder}()`;
    if (pkCols.length === 1 && c.pk === 1) expr += /AUTOINCREMENT/i.test(t.sql) ? ".primaryKey({ autoIncrement: true })" : ".primaryKey()";
    if (c.notnull) expr += ".notNull()";
    if (c.dflt_value !== null) {
      expr += defaultOf(c.dflt_value);
      if (expr.includes("sql`")) f.imports.set("drizzle-orm", new Set(["sql"]));
    }
    const fk = fks.find((k) => k.from === c.name);
    if (fk) {
      const target = camel(fk.table);
      const targetFile = aggregateOf(fk.table);
      if (targetFile !== file) {
        const set = f.imports.get(`./${targetFile}`) ?? new Set<string>();
        set.add(target);
        f.imports.set(`./${targetFile}`, set);
      }
      const opts = [
        ["onDelete", action(fk.on_delete)],
        ["onUpdate", action(fk.on_update)],
      ]
        .filter(([, v]) => v)
        .map(([k, v]) => `${k}: "${v}"`);
      const self = fk.table === t.name ? ": AnySQLiteColumn" : "";
      if (self) f.builders.add("type AnySQLiteColumn");
      expr += `.references(()${self} => ${target}.${fk.to ?? "id"}${opts.length ? `, { ${opts.join(", ")} }` : ""})`;
    }
    lines.push(`    ${c.name}: ${expr},`);
  }
  // Indexes: UNIQUE constraints (single column: .unique(); several: unique().on()) and CREATE INDEX statements.
  const extra: string[] = [];
  if (pkCols.length > 1) {
    f.builders.add("primaryKey");
    extra.push(`primaryKey({ columns: [${pkCols.map((c) => `t.${c.name}`).join(", ")}] })`);
  }
  const indexes = tableIndexes(db.sqlite, t.name)
    .filter((i) => i.origin !== "pk")
    .reverse();
  for (const i of indexes) {
    const keys = indexColumns(db.sqlite, i.name).map((k) => `t.${k}`);
    if (i.origin === "u") {
      if (keys.length === 1) {
        const at = lines.findIndex((l) => l.startsWith(`    ${keys[0].slice(2)}: `));
        lines[at] = lines[at].replace(/,$/, ".unique(),");
      } else {
        f.builders.add("unique");
        extra.push(`unique().on(${keys.join(", ")})`);
      }
      continue;
    }
    const builder = i.unique ? "uniqueIndex" : "index";
    f.builders.add(builder);
    let expr = `${builder}("${i.name}").on(${keys.join(", ")})`;
    if (i.partial) {
      const where = /\sWHERE\s([\s\S]*)$/i.exec((db.sqlite.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(i.name) as { sql: string }).sql)?.[1];
      expr += `.where(sql\`${(where ?? "").trim()}\`)`;
      f.imports.set("drizzle-orm", new Set(["sql"]));
    }
    extra.push(expr);
  }
  lines.push("  },");
  if (extra.length > 0) lines.push(`  (t) => [\n    ${extra.join(",\n    ")},\n  ],`);
  lines.push(");");
  f.body.push(lines.join("\n"));
}

for (const [file, f] of files) {
  const head = [`// Rows of the ${file} aggregate, as migrations/*.sql create them (the migrations stay the source of the database).`];
  for (const [from, names] of [...f.imports].sort()) head.push(`import { ${[...names].sort().join(", ")} } from "${from}";`);
  head.splice(1, 0, `import { ${[...f.builders].sort().join(", ")} } from "drizzle-orm/sqlite-core";`);
  fs.writeFileSync(path.join(outDir, `${file}.ts`), `${head.join("\n")}\n\n${f.body.join("\n\n")}\n`);
}
console.log([...files.keys()].sort().join("\n"));
db.close();
