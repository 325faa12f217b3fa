/**
 * npm run openapi: print the OpenAPI 3.1 document the server serves at /openapi.json, built from the same route
 * registry and zod schemas, without starting a server. `npm run openapi -- FILE` writes it to FILE instead.
 * PUBLIC_URL sets the server URL written into it (default http://localhost:8080).
 */
import fs from "node:fs";
import { buildOpenApi } from "../src/http/openapi";
import { modules } from "../src/modules/index";
import { routesOf } from "../src/app";
import { VERSION } from "../src/version";

const doc = JSON.stringify(buildOpenApi(routesOf(modules), { version: VERSION, serverUrl: process.env.PUBLIC_URL ?? "http://localhost:8080" }), null, 2);
const file = process.argv[2];
if (file) fs.writeFileSync(file, `${doc}\n`);
else process.stdout.write(`${doc}\n`);
