import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import type Router from "@koa/router";
import { startTestServer, type TestServer } from "../helpers/server";
import { composeDeps } from "../../src/compose";
import { createApp, routesOf } from "../../src/app";
import { toKoaPath } from "../../src/http/mount";
import { modules } from "../../src/modules";

let s: TestServer;
let doc: any;
before(async () => {
  s = await startTestServer();
  doc = (await s.request("GET", "/openapi.json")).body;
});
after(() => s.close());

const METHODS = ["get", "post", "put", "patch", "delete"];

test("the document is OpenAPI 3.1, version 1.0.0, with bearer security", () => {
  assert.equal(doc.openapi, "3.1.0");
  assert.equal(doc.info.version, "1.0.0");
  assert.deepEqual(doc.components.securitySchemes.bearerAuth, { type: "http", scheme: "bearer", bearerFormat: "JWT" });
});

test("every mounted route is documented and every documented route is mounted", async () => {
  const { deps, modules } = await composeDeps(s.config, {});
  try {
    const app = createApp(deps, modules);
    const dispatch = app.middleware.find((m) => (m as unknown as { routers?: Router[] }).routers) as unknown as { routers: Router[] };
    assert.ok(dispatch, "route dispatch found");
    const mounted = new Set<string>();
    for (const layer of dispatch.routers.flatMap((r) => r.stack)) {
      for (const m of layer.methods) if (m !== "HEAD") mounted.add(`${m} ${layer.path}`);
    }
    const documented = new Set<string>();
    for (const [p, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const m of Object.keys(ops)) if (METHODS.includes(m)) documented.add(`${m.toUpperCase()} ${toKoaPath(p)}`);
    }
    assert.deepEqual(
      [...mounted].filter((x) => !documented.has(x)),
      [],
      "mounted but undocumented",
    );
    assert.deepEqual(
      [...documented].filter((x) => !mounted.has(x)),
      [],
      "documented but not mounted",
    );
  } finally {
    deps.db.close();
  }
});

test("every validated body and query field appears in the documented request schema", () => {
  for (const r of routesOf(modules)) {
    const op = doc.paths[r.path][r.method.toLowerCase()];
    if (r.body) {
      const schema = r.body as z.ZodType;
      const fields = objectKeys(schema);
      const documented = Object.keys(
        op.requestBody?.content?.["application/json"]?.schema?.properties ?? unwrapProps(op.requestBody?.content?.["application/json"]?.schema),
      );
      for (const f of fields) assert.ok(documented.includes(f), `${r.method} ${r.path}: body field ${f} undocumented`);
    }
    if (r.query) {
      const names = op.parameters.filter((p: { in: string }) => p.in === "query").map((p: { name: string }) => p.name);
      for (const f of objectKeys(r.query as z.ZodType)) assert.ok(names.includes(f), `${r.method} ${r.path}: query ${f} undocumented`);
    }
  }
});

test("every operation states what success looks like and its error responses", () => {
  for (const [p, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [m, op] of Object.entries(ops)) {
      const statuses = Object.keys(op.responses);
      assert.ok(
        statuses.some((st) => st.startsWith("2")),
        `${m} ${p} has no success response`,
      );
      assert.ok(statuses.includes("500"), `${m} ${p} lacks 500`);
      if (op.security?.length && op.security.some((x: object) => Object.keys(x).length > 0)) assert.ok(statuses.includes("401"), `${m} ${p} lacks 401`);
      assert.equal(typeof op.summary, "string");
      assert.ok(op.operationId);
    }
  }
});

test("legacy register and login are marked deprecated", () => {
  assert.equal(doc.paths["/api/auth/register"].post.deprecated, true);
  assert.equal(doc.paths["/api/auth/login"].post.deprecated, true);
  assert.equal(doc.paths["/api/users/me"].get.deprecated, undefined);
});

test("operation ids are unique", () => {
  const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((ops) =>
    Object.values(ops).map((o) => o.operationId),
  );
  assert.equal(new Set(ids).size, ids.length);
});

function unwrapProps(schema: any): Record<string, unknown> {
  if (!schema) return {};
  for (const k of ["anyOf", "oneOf", "allOf"]) {
    if (Array.isArray(schema[k])) for (const sub of schema[k]) if (sub.properties) return sub.properties;
  }
  return {};
}

/** Field names of an object schema, looking through optional/default/pipe wrappers. */
function objectKeys(schema: z.ZodType): string[] {
  let cur: any = schema;
  for (let i = 0; i < 10 && cur; i++) {
    if (cur.shape) return Object.keys(cur.shape);
    const def = cur._zod?.def;
    cur = def?.innerType ?? def?.in ?? def?.schema ?? null;
  }
  return [];
}
