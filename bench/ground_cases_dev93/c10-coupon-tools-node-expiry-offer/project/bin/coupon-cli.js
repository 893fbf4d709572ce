#!/usr/bin/env node
"use strict";

const { Command } = require("commander");

const { close } = require("../src/db");
const { expireCoupons } = require("../src/expire");
const { importCsv } = require("../src/importCsv");

const program = new Command();
program.name("coupon-cli").description("coupon ops scripts");

program
  .command("import <file>")
  .requiredOption("--batch <name>", "batch name stored with every coupon")
  .option("--encoding <enc>", "file encoding, e.g. gbk for Excel exports", "utf8")
  .action(async (file, opts) => {
    const r = await importCsv(file, { batch: opts.batch, encoding: opts.encoding });
    console.log(`imported ${r.inserted}/${r.total} (duplicates skipped: ${r.duplicates})`);
  });

program
  .command("expire")
  .option("--dry-run", "report, do not write")
  .option("-v, --verbose", "print every expired coupon")
  .action(async (opts) => {
    const log = opts.verbose ? (msg) => console.log(msg) : null;
    const r = await expireCoupons({ dryRun: Boolean(opts.dryRun), log });
    const verb = opts.dryRun ? "would expire" : "expired";
    console.log(`[${r.today}] ${verb} ${r.expired} coupons`);
    if (opts.verbose) {
      for (const row of r.rows) {
        console.log(`  ${row.code}\tuser=${row.user_id}\texpires_on=${row.expires_on}`);
      }
    }
  });

program
  .parseAsync(process.argv)
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(close);
