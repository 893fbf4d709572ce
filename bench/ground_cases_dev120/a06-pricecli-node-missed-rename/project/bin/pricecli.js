#!/usr/bin/env node
"use strict";

const fs = require("node:fs");
const { parse } = require("csv-parse/sync");
const { renderTable } = require("../src/table");
const { renderReport } = require("../src/report");

function readCsv(path) {
  return parse(fs.readFileSync(path, "utf8"), { columns: true, skip_empty_lines: true });
}

function usage() {
  console.error("usage: pricecli [--currency EUR] <table|report> prices.csv [previous.csv]");
  process.exit(2);
}

const args = process.argv.slice(2);
let currency = "EUR";
const flag = args.indexOf("--currency");
if (flag !== -1) {
  currency = (args[flag + 1] || "").toUpperCase();
  args.splice(flag, 2);
}
const [command, file, previousFile] = args;
if (!command || !file || !/^[A-Z]{3}$/.test(currency)) {
  usage();
}

const rows = readCsv(file);
if (command === "table") {
  console.log(renderTable(rows, currency));
} else if (command === "report") {
  const previous = previousFile ? readCsv(previousFile) : null;
  console.log(renderReport(rows, previous, currency));
} else {
  usage();
}
