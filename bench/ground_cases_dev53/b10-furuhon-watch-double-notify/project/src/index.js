import { matches } from "./config.js";
import { notify } from "./notify.js";
import { scrapeNewArrivals } from "./scrape.js";
import { describe, loadSeen, pickNew, saveSeen } from "./state.js";

async function main() {
  const seen = await loadSeen();
  const items = await scrapeNewArrivals();
  const fresh = pickNew(items, seen);
  const hits = fresh.filter((i) => matches(i.title));
  console.log(`scraped ${items.length}, new ${fresh.length}, matching ${hits.length} (${describe(seen)})`);
  await notify(hits);
  await saveSeen(seen);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
