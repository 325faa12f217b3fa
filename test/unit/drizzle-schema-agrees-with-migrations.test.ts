import { test } from "node:test";
import assert from "node:assert/strict";
import { is, SQL } from "drizzle-orm";
import { getTableConfig, SQLiteSyncDialect, SQLiteTable } from "drizzle-orm/sqlite-core";
import { openDb, type Db } from "../../src/db/client";
import { foreignKeys, indexColumns, tableColumns, tableIndexes, type ColumnInfo } from "../../src/db/pragma";
import { migrate } from "../../src/db/migrate";
import * as schema from "../../src/db/schema";
import { aggregateOf, aggregates, ignoredTables } from "../../src/db/schema/aggregates";

// The SQL migrations are the source of the database; the drizzle schema is the source of the row types. This test
// keeps the second a faithful picture of the first, table by table.

const dialect = new SQLiteSyncDialect();
const tables = (Object.values(schema) as unknown[]).filter((v): v is SQLiteTable => is(v, SQLiteTable)).map((t) => getTableConfig(t));

function migrated(): Db {
  const db = openDb(":memory:");
  migrate(db);
  return db;
}

/** The column as PRAGMA table_info says, in the words compared below. A one-column PRIMARY KEY is not null for drizzle. */
function fromDatabase(c: ColumnInfo, pkCount: number) {
  return { name: c.name, type: c.type.toLowerCase(), notNull: c.notnull === 1 || (c.pk > 0 && pkCount === 1), default: c.dflt_value };
}

function defaultSql(value: unknown): string | null {
  if (value === undefined) return null;
  if (is(value, SQL)) return dialect.sqlToQuery(value).sql;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  return `unsupported default ${JSON.stringify(value)}`;
}

test("every table the migrations create has a drizzle schema and every schema a table", () => {
  const db = migrated();
  const inDb = (db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[])
    .map((r) => r.name)
    .filter((n) => !ignoredTables.has(n))
    .sort();
  assert.deepEqual(tables.map((t) => t.name).sort(), inDb);
  db.close();
});

test("the tables listed without a schema exist in the migrated database", () => {
  const db = migrated();
  for (const name of ignoredTables.keys()) {
    assert.ok(db.sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(name), `${name} is listed as ignored but does not exist`);
  }
  db.close();
});

test("each schema file holds the tables of its aggregate", () => {
  const listed = Object.values(aggregates).flat().sort();
  assert.deepEqual(listed, tables.map((t) => t.name).sort());
  for (const t of tables) assert.ok(aggregateOf(t.name));
});

test("each table's columns agree with the migrations: names, SQL types, not-null and defaults", () => {
  const db = migrated();
  for (const t of tables) {
    const cols = tableColumns(db.sqlite, t.name);
    const pkCount = cols.filter((c) => c.pk > 0).length;
    const expected = cols.map((c) => fromDatabase(c, pkCount));
    const actual = t.columns.map((c) => ({ name: c.name, type: c.getSQLType(), notNull: c.notNull, default: defaultSql(c.default) }));
    assert.deepEqual(actual, expected, `columns of ${t.name}`);
  }
  db.close();
});

test("each table's primary key agrees with the migrations", () => {
  const db = migrated();
  for (const t of tables) {
    const cols = tableColumns(db.sqlite, t.name);
    const expected = cols
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const single = t.columns.filter((c) => c.primary).map((c) => c.name);
    const composite = t.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
    assert.deepEqual([...single, ...composite], expected, `primary key of ${t.name}`);
    const autoIncrement = /AUTOINCREMENT/i.test((db.sqlite.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(t.name) as { sql: string }).sql);
    const declared = t.columns.some((c) => "autoIncrement" in c && c.autoIncrement === true);
    assert.equal(declared, autoIncrement, `AUTOINCREMENT of ${t.name}`);
  }
  db.close();
});

test("each table's foreign keys agree with the migrations, actions included", () => {
  const db = migrated();
  const action = (a: string | undefined) => (a ?? "no action").toUpperCase();
  for (const t of tables) {
    const fks = foreignKeys(db.sqlite, t.name);
    const expected = [...new Set(fks.map((k) => k.id))]
      .map((id) => fks.filter((k) => k.id === id).sort((a, b) => a.seq - b.seq))
      .map((parts) => ({
        columns: parts.map((k) => k.from),
        table: parts[0].table,
        foreignColumns: parts.map((k) => k.to),
        onDelete: parts[0].on_delete,
        onUpdate: parts[0].on_update,
      }))
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join()));
    const actual = t.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return {
          columns: ref.columns.map((c) => c.name),
          table: getTableConfig(ref.foreignTable).name,
          foreignColumns: ref.foreignColumns.map((c) => c.name),
          onDelete: action(fk.onDelete),
          onUpdate: action(fk.onUpdate),
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join()));
    assert.deepEqual(actual, expected, `foreign keys of ${t.name}`);
  }
  db.close();
});

test("each table's unique constraints and indexes agree with the migrations, partial ones with their WHERE", () => {
  const db = migrated();
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  for (const t of tables) {
    const list = tableIndexes(db.sqlite, t.name);
    const keys = (index: string) => indexColumns(db.sqlite, index);
    const expectedUnique = list
      .filter((i) => i.origin === "u")
      .map((i) => keys(i.name).join(","))
      .sort();
    const actualUnique = [
      ...t.columns.filter((c) => c.isUnique).map((c) => c.name),
      ...t.uniqueConstraints.map((u) => u.columns.map((c) => c.name).join(",")),
    ].sort();
    assert.deepEqual(actualUnique, expectedUnique, `unique constraints of ${t.name}`);
    const expectedIndexes = list
      .filter((i) => i.origin === "c")
      .map((i) => {
        const create = (db.sqlite.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(i.name) as { sql: string }).sql;
        const where = i.partial ? (/\sWHERE\s([\s\S]*)$/i.exec(create)?.[1] ?? "").trim() : null;
        return { name: i.name, unique: i.unique === 1, columns: keys(i.name), where };
      })
      .sort(byName);
    const actualIndexes = t.indexes
      .map((i) => ({
        name: i.config.name,
        unique: i.config.unique,
        columns: i.config.columns.map((c) => (is(c, SQL) ? dialect.sqlToQuery(c).sql : c.name)),
        where: i.config.where ? dialect.sqlToQuery(i.config.where).sql : null,
      }))
      .sort(byName);
    assert.deepEqual(actualIndexes, expectedIndexes, `indexes of ${t.name}`);
  }
  db.close();
});

/** The expressions of the CHECK constraints in a CREATE TABLE statement, spaces collapsed. */
function checksIn(create: string): string[] {
  const found: string[] = [];
  for (const m of create.matchAll(/\bCHECK\s*\(/gi)) {
    let depth = 1;
    let end = m.index + m[0].length;
    for (; end < create.length && depth > 0; end++) depth += create[end] === "(" ? 1 : create[end] === ")" ? -1 : 0;
    found.push(create.slice(m.index + m[0].length, end - 1));
  }
  return found.map((c) => c.replace(/\s+/g, " ").trim());
}

test("each table's CHECK constraints agree with the migrations, and a column limited to a list is typed as that list", () => {
  const db = migrated();
  for (const t of tables) {
    const create = (db.sqlite.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(t.name) as { sql: string }).sql;
    const expected = checksIn(create).sort();
    const actual = t.checks.map((c) => dialect.sqlToQuery(c.value).sql.replace(/\s+/g, " ").trim()).sort();
    assert.deepEqual(actual, expected, `CHECK constraints of ${t.name}`);
    for (const check of expected) {
      const list = /^(\w+) IN \(((?:'[^']*'(?:, )?)+)\)$/.exec(check);
      if (!list) continue;
      const values = [...list[2].matchAll(/'([^']*)'/g)].map((v) => v[1]);
      const column = t.columns.find((c) => c.name === list[1]);
      assert.deepEqual(column && "enumValues" in column ? column.enumValues : undefined, values, `values of ${t.name}.${list[1]}`);
    }
  }
  db.close();
});
