import type { Command } from "commander";

import { apiFrom } from "../lib/api.js";
import { parseDate } from "../lib/dates.js";
import { invoiceLine, summary, table } from "../lib/format.js";

export interface ResendOptions {
  since: Date;
  until?: Date;
  customer?: string;
}

/** Re-send the mail of every issued (unpaid) invoice in the period, e.g. after a mail outage. */
export async function invoicesResend(opts: ResendOptions & { api: string }): Promise<number> {
  const api = apiFrom(opts);
  const listed = await api.listInvoices({ since: opts.since, until: opts.until, status: "issued" });
  const invoices = opts.customer ? listed.filter((i) => i.customerId === opts.customer) : listed;
  console.log(table(invoices.map(invoiceLine)));
  let queued = 0;
  for (const invoice of invoices) {
    const res = await api.resendInvoice(invoice.id);
    if (res.queued) queued++;
  }
  console.log(summary("resend queued", queued, invoices.length - queued));
  return queued;
}

export function registerInvoicesResend(program: Command): void {
  program
    .command("invoices:resend")
    .description("re-send invoice mails issued in a period")
    .requiredOption("--since <date>", "YYYY-MM-DD (JST) or ISO timestamp", parseDate)
    .option("--until <date>", "YYYY-MM-DD (JST) or ISO timestamp, exclusive", parseDate)
    .option("--customer <id>", "only this customer (cus_...)")
    .action(async (opts: ResendOptions, cmd: Command) => {
      await invoicesResend({ ...cmd.optsWithGlobals(), ...opts });
    });
}
