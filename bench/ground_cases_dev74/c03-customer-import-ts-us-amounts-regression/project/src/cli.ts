import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { writeFile } from "node:fs/promises";
import { buildErrorReport } from "./import/report.js";
import { runImport } from "./import/runImport.js";
import { putObject } from "./storage/s3.js";

async function main() {
  const [file, ...rest] = process.argv.slice(2);
  if (!file) {
    console.error("usage: import <file.csv> [--dry-run]");
    process.exit(2);
  }
  const dryRun = rest.includes("--dry-run");
  const buf = await readFile(file);
  const result = await runImport(buf, { fileName: basename(file), dryRun });
  console.log(
    `${result.fileName}: ${result.imported} imported, ${result.errors.length} error rows` +
      (dryRun ? " (dry run)" : ""),
  );
  if (result.errors.length > 0) {
    const out = file.replace(/\.csv$/i, "") + ".errors.csv";
    await writeFile(out, buildErrorReport(result.errors));
    console.log(`error rows written to ${out}`);
    if (!dryRun) {
      const now = new Date();
      const key = `imports/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${basename(out)}`;
      console.log(`uploaded ${await putObject(key, buildErrorReport(result.errors), "text/csv; charset=utf-8")}`);
    }
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
