import { readFileSync } from "node:fs";
import http from "node:http";

/**
 * Child process of bench-api: the ceiling of a cached answer. A bare node:http server sending
 * the bytes the application answered (recorded by record-list.ts), with the same content type.
 */
const [bodyFile] = process.argv.slice(2) as [string];
const body = readFileSync(bodyFile);
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": body.length,
  });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.send?.({ port: address.port });
});
