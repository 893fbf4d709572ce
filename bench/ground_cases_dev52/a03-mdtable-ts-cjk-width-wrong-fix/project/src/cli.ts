#!/usr/bin/env node
import { readFileSync, writeFileSync } from "node:fs";
import { findTables, parseTable } from "./parse.js";
import { formatTable } from "./format.js";

const USAGE = "usage: mdtable [--check | --write] <file.md>...";

function formatDocument(text: string): string {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const spans = findTables(lines);
  for (const span of [...spans].reverse()) {
    const table = parseTable(lines.slice(span.start, span.end).join("\n"));
    const formatted = formatTable(table).trimEnd().split("\n");
    lines.splice(span.start, span.end - span.start, ...formatted);
  }
  return lines.join(eol);
}

function main(argv: string[]): number {
  const check = argv.includes("--check");
  const write = argv.includes("--write");
  const files = argv.filter((a) => !a.startsWith("--"));
  if (files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  let unformatted = 0;
  for (const file of files) {
    const before = readFileSync(file, "utf8");
    const after = formatDocument(before);
    if (check && after !== before) {
      console.error(`${file}: tables are not formatted`);
      unformatted++;
    } else if (write && after !== before) {
      writeFileSync(file, after);
    } else if (!check && !write) {
      process.stdout.write(after);
    }
  }
  return unformatted > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
