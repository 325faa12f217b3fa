// The bare baseline of every "share of bare" figure: node:http answering the same bytes with the same content type,
// nothing else. It runs in its own process, as the appliance does, so both get a core of their own while autocannon
// has the other (in the bench process it shared a core with autocannon and understated the ceiling).
// Usage: node server.mjs <body file> <content type>; prints its port on stdout once listening.
import fs from "node:fs";
import http from "node:http";

const [file, contentType] = process.argv.slice(2);
const body = fs.readFileSync(file);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": contentType, "content-length": body.length });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
process.on("SIGTERM", () => process.exit(0));
