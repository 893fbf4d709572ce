"use strict";

const { previewFor } = require("../src/digest/send");

async function main() {
  const id = Number(process.argv[2]);
  if (!Number.isInteger(id) || id <= 0) {
    console.error("usage: node scripts/preview-digest.js <userId>");
    process.exit(2);
  }
  const asJson = process.argv.includes("--json");
  const text = await previewFor(id);
  if (text == null) {
    console.error(`no digest recipient with id ${id}`);
    process.exit(1);
  }
  if (asJson) {
    const [head, ...body] = text.split("

");
    console.log(JSON.stringify({ head, body: body.join("

") }, null, 2));
    return;
  }
  console.log(text);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
