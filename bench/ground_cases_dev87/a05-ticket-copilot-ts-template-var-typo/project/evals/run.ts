import { readFileSync } from "node:fs";
import { decideEscalation } from "../src/flows/escalation.js";
import type { Ticket } from "../src/types.js";

interface Case {
  id: string;
  ticket: Ticket;
  expect: { escalate: boolean };
}

const cases: Case[] = JSON.parse(readFileSync(new URL("./escalation.json", import.meta.url), "utf8"));
let passed = 0;
for (const c of cases) {
  try {
    const d = await decideEscalation(c.ticket);
    if (d.escalate === c.expect.escalate) passed++;
    else console.log(`FAIL ${c.id}: got escalate=${d.escalate} (${d.reason})`);
  } catch (err) {
    console.log(`ERROR ${c.id}: ${(err as Error).message}`);
  }
}
console.log(`${passed}/${cases.length} passed`);
