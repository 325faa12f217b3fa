/**
 * The egress client with real sockets against an address the machine refuses at connect(2) (224.0.0.1: Linux
 * answers ENETUNREACH synchronously for TCP to multicast). Every form (https and http, a pinned name and an IP
 * literal) must reject with connect_failed; none may leave an error event without a listener (issue 14 item 1).
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createEgress, EgressError } from "../../src/egress/index";

const uncaught: Error[] = [];
const monitor = (err: Error) => uncaught.push(err);
before(() => process.on("uncaughtExceptionMonitor", monitor));
after(() => process.off("uncaughtExceptionMonitor", monitor));

const egress = createEgress({
  allowedHosts: ["lan.test", "224.0.0.1"],
  allowHttpForAllowedHosts: true,
  resolver: async () => [{ address: "224.0.0.1", family: 4 }],
  connectTimeoutMs: 2000,
});

test("an unroutable pinned or literal address rejects with connect_failed over https and http, with nothing uncaught", async () => {
  for (const url of ["https://lan.test/x", "http://lan.test/x", "https://224.0.0.1/x", "http://224.0.0.1/x"]) {
    const err = await egress.fetch(url, { accept: "html", maxBytes: 1000 }).then(
      () => assert.fail(`${url} was fetched`),
      (e: unknown) => e,
    );
    assert.ok(err instanceof EgressError, url);
    assert.equal(err.reason, "connect_failed", url);
    assert.equal((err.cause as NodeJS.ErrnoException | undefined)?.code, "ENETUNREACH", url);
  }
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(uncaught, []);
});
