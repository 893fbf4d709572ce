#!/usr/bin/env node
import { readFileSync, writeFileSync } from "node:fs";
import { formatDocument } from "./document.js";

function main(argv: string[]): number {
  const files = argv.slice(2);
  if (files.length === 0) {
    process.stderr.write("usage: mdtable-fmt <file.md>... | mdtable-fmt -\n");
    return 2;
  }
  if (files.length === 1 && files[0] === "-") {
    const input = readFileSync(0, "utf8");
    process.stdout.write(formatDocument(input));
    return 0;
  }
  let changed = 0;
  for (const file of files) {
    const before = readFileSync(file, "utf8");
    const after = formatDocument(before);
    if (after !== before) {
      writeFileSync(file, after);
      changed++;
      process.stdout.write(`formatted ${file}\n`);
    }
  }
  if (changed === 0) process.stdout.write("all tables already formatted\n");
  return 0;
}

process.exitCode = main(process.argv);
