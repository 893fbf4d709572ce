#!/usr/bin/env node
// usage: import-members members.csv
import { readFile } from "node:fs/promises";
import { parseCsv } from "../src/csv.js";
import { toMember, validateMember } from "../src/validate.js";

const API = process.env.MEMBERS_API ?? "http://localhost:8080";

async function main(argv) {
  const dryRun = argv.includes("--dry-run");
  const file = argv.find((a) => !a.startsWith("--"));
  if (!file) {
    console.error("usage: import-members [--dry-run] <file.csv>");
    return 2;
  }
  const records = parseCsv(await readFile(file, "utf8"));
  const bad = [];
  const members = [];
  records.forEach((rec, i) => {
    const errors = validateMember(rec);
    if (errors.length) bad.push({ line: i + 2, errors });
    else members.push(toMember(rec));
  });
  for (const b of bad) {
    console.error(`line ${b.line}: ${b.errors.join(", ")}`);
  }
  if (dryRun) {
    console.log(`dry run: ${members.length} ok, ${bad.length} invalid`);
    return bad.length ? 1 : 0;
  }
  const res = await fetch(`${API}/members/bulk`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ members }),
  });
  if (!res.ok) {
    console.error(`upload failed: ${res.status}`);
    return 1;
  }
  console.log(`imported ${members.length}, skipped ${bad.length}`);
  return bad.length ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
