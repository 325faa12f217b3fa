// Bench scenario: the floor of the stack the design card prescribes. A minimal Koa 3 + @koa/router app with one
// prepared SQLite point read (scripts/bench/floor/app.mjs, no auth or middleware) against a bare node:http server
// returning the same bytes, in the same run and the same way as GET /api/users/me is measured. It tells how much of
// the gap to the bare server is the stack itself rather than this appliance's own layers.
import path from "node:path";

export async function run({ autocannon, log, bareServer, spawnListening }) {
  const { child, port } = await spawnListening(path.join(import.meta.dirname, "floor/app.mjs"));
  try {
    const url = `http://127.0.0.1:${port}/api/users/me`;
    const bytes = Buffer.from(await (await fetch(url)).text());
    const bare = await bareServer(bytes, "application/json; charset=utf-8");
    await autocannon({ url, connections: 10, duration: 2 }); // warm-up
    for (const c of [10, 64]) {
      const b = await autocannon({ url: `${bare.url}/api/users/me`, connections: c, duration: 4 });
      const a = await autocannon({ url, connections: c, duration: 4 });
      log(`Koa + @koa/router + one SQLite read, c=${c} req/s`, a.requests.average);
      log(`Koa + @koa/router + one SQLite read, c=${c} share of bare`, a.requests.average / b.requests.average);
    }
    bare.srv.close();
  } finally {
    child.kill("SIGTERM");
  }
}
