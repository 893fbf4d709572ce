#!/usr/bin/env node
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { Command } = require("commander");
const { downloadOne } = require("../src/download");
const { runQueue } = require("../src/queue");
const { withRetry } = require("../src/retry");
const { ProgressBar } = require("../src/progress");
const { loadConfig } = require("../src/config");

const program = new Command();

program
  .name("grab")
  .description("Download every URL in a list file (one per line)")
  .argument("<list>", "file with one URL per line, or - for stdin")
  .option("-o, --out <dir>", "output directory", ".")
  .option("-j, --jobs <n>", "parallel downloads", (v) => parseInt(v, 10))
  .option("-r, --retry <n>", "retries per URL, doubling the wait each time", (v) => parseInt(v, 10), 0)
  .option("-q, --quiet", "no progress bar")
  .version(require("../package.json").version);

async function readList(file) {
  const text = file === "-" ? fs.readFileSync(0, "utf-8") : fs.readFileSync(file, "utf-8");
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}

async function main() {
  program.parse();
  const opts = program.opts();
  const config = loadConfig();
  const jobs = opts.jobs || config.jobs || 4;
  const urls = await readList(program.args[0]);
  fs.mkdirSync(opts.out, { recursive: true });

  const bar = new ProgressBar(urls.length, { enabled: !opts.quiet && process.stderr.isTTY });
  bar.start();
  let failed = 0;
  const controller = new AbortController();
  process.once("SIGINT", () => {
    controller.abort();
    bar.log("interrupted, removing partial files...");
  });
  await runQueue(urls, jobs, async (url) => {
    try {
      if (controller.signal.aborted) return;
      await withRetry(
        () => downloadOne(url, opts.out, { timeoutMs: config.timeoutMs, signal: controller.signal }),
        controller.signal.aborted ? 0 : opts.retry,
      );
    } catch (err) {
      if (controller.signal.aborted) return;
      failed++;
      bar.log(`failed ${url}: ${err.message}`);
    } finally {
      bar.tick();
    }
  });
  bar.stop();
  if (controller.signal.aborted) {
    process.exit(130);
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err.message);
  process.exit(2);
});
