#!/usr/bin/env node
"use strict";

const fs = require("fs");
const { parseCsv } = require("../src/parse");

function usage() {
  console.error("usage: csv2json <file.csv> [--delimiter ;] [--no-header] [--pretty]");
  console.error("  --delimiter  字段分隔符，默认为逗号 ,");
  process.exit(2);
}

function main(argv) {
  const args = argv.slice(2);
  if (args.length === 0) usage();
  const file = args[0];
  let delimiter = ",";
  let header = true;
  let pretty = false;
  for (let i = 1; i < args.length; i++) {
    if (args[i] === "--delimiter") delimiter = args[++i];
    else if (args[i] === "--no-header") header = false;
    else if (args[i] === "--pretty") pretty = true;
    else usage();
  }
  const text = fs.readFileSync(file, "utf8");
  const rows = parseCsv(text, { delimiter, header });
  process.stdout.write(JSON.stringify(rows, null, pretty ? 2 : 0) + "\n");
}

main(process.argv);

// 退出码：0 成功，2 参数错误。
// 读文件失败时 Node 会直接抛出 ENOENT，退出码 1。
// TODO: 支持从 stdin 读取。
// TODO: 大文件流式处理。
