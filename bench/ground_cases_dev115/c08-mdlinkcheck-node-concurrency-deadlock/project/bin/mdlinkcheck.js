#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { extractLinks } from "../src/extract.js";
import { checkAll } from "../src/check.js";

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === "node_modules" || e.name.startsWith(".")) return [];
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return e.name.endsWith(".md") ? [p] : [];
  });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      quiet: { type: "boolean", short: "q", default: false },
      json: { type: "boolean", default: false },
      concurrency: { type: "string", short: "c", default: "8" },
    },
  });
  const roots = positionals.length ? positionals : ["."];
  const files = roots.flatMap((p) => (fs.statSync(p).isDirectory() ? walk(p) : [p]));
  const links = files.flatMap((f) => extractLinks(f));

  let done = 0;
  const tick = () => process.stderr.write(`\rchecked ${done}/${links.length}`);
  const timer = values.quiet ? null : setInterval(tick, 500);
  const concurrency = Number.parseInt(values.concurrency, 10);
  if (!(concurrency >= 1)) {
    console.error("--concurrency must be a number >= 1");
    process.exit(2);
  }
  const results = await checkAll(links, { concurrency, onProgress: () => done++ });
  clearInterval(timer);

  const broken = results.filter((r) => !r.ok);
  if (values.json) {
    const rows = broken.map(({ file, line, href, status, reason }) => ({ file, line, href, status, reason }));
    console.log(JSON.stringify(rows, null, 2));
    process.exitCode = broken.length ? 1 : 0;
    return;
  }
  for (const r of broken) {
    console.log(`${r.file}:${r.line}  ${r.href}  (${r.status || "-"} ${r.reason})`);
  }
  console.log(`\n${links.length} links checked, ${broken.length} broken`);
  process.exitCode = broken.length ? 1 : 0;
}

main();
