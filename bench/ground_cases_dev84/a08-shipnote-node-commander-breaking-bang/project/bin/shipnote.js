#!/usr/bin/env node
"use strict";

const { program, Option } = require("commander");
const { commitsSince } = require("../src/git");
const { parseCommits } = require("../src/parse");
const { render } = require("../src/render");
const fs = require("fs");
const { version } = require("../package.json");

// `shipnote | head`: the reader went away, stop quietly like other CLIs do
process.stdout.on("error", (err) => {
  if (err.code === "EPIPE") process.exit(0);
  throw err;
});

program
  .name("shipnote")
  .description("Release notes from conventional commits")
  .version(version, "-V, --version")
  .option("-s, --since <ref>", "start after this tag or commit (default: last tag)")
  .addOption(new Option("-f, --format <format>", "output format").choices(["markdown", "json"]).default("markdown"))
  .option("-o, --output <file>", "write to a file instead of stdout")
  .option("--no-color", "plain output even on a terminal")
  .action(async (opts) => {
    const commits = await commitsSince(opts.since);
    const groups = parseCommits(commits);
    const text = render(groups, opts.format, { color: opts.color && !opts.output && process.stdout.isTTY });
    if (opts.output) {
      fs.writeFileSync(opts.output, text);
      console.error(`wrote ${opts.output}`);
    } else {
      process.stdout.write(text);
    }
  });

program.parseAsync().catch((err) => {
  console.error(`shipnote: ${err.message}`);
  process.exitCode = 1;
});
