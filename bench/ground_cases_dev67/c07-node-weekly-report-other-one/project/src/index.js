import config from "../config/default.json" with { type: "json" };
import { lastWeekRange, collectStats } from "./report.js";
import { renderSubject, renderBody } from "./format.js";
import { parseRecipients, send } from "./mailer.js";

const now = new Date();
const range = lastWeekRange(now);
const stats = await collectStats(range);
await send({
  from: config.from,
  to: parseRecipients(process.env.REPORT_RECIPIENTS ?? config.recipients),
  subject: renderSubject(range),
  html: renderBody(stats, range),
});
console.log(`sent weekly report for ${range.start.toISOString()} .. ${range.end.toISOString()}`);
