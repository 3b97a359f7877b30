// Baseline 1: a bare node:http server returning the same packages JSON (serialised per request, as ours is).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const packages = JSON.parse(readFileSync(process.env.PACKAGES_FILE ?? "", "utf8"));
createServer((request, response) => {
  if (request.url === "/api/packages") {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(packages));
  } else {
    response.writeHead(404).end();
  }
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
