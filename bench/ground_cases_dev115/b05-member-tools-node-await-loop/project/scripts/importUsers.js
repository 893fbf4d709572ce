const fs = require("fs");
const { parse } = require("csv-parse/sync");
const { pool, findUserByEmail, insertUser } = require("../lib/db");
const { validateRow } = require("../lib/validate");

async function main(file) {
  const rows = parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true });
  let skipped = 0;
  const valid = [];
  for (const row of rows) {
    const result = validateRow(row);
    if (!result.ok) {
      console.warn(JSON.stringify({ level: "warn", event: "skip", reason: result.reason }));
      skipped++;
      continue;
    }
    valid.push(result.user);
  }
  valid.forEach(async (user) => {
    const existing = await findUserByEmail(user.email);
    if (!existing) {
      insertUser(user);
    }
  });
  console.log(JSON.stringify({ level: "info", event: "import_done", imported: valid.length, skipped }));
  await pool.end();
}

main(process.argv[2]).catch((err) => {
  console.error(err);
  process.exit(1);
});
