#!/usr/bin/env node
import { Command } from "commander";

import { registerInvoicesResend } from "./commands/invoicesResend.js";
import { registerPlansMigrate } from "./commands/plansMigrate.js";
import { registerUsersDeactivate } from "./commands/usersDeactivate.js";

const program = new Command();

program
  .name("nagi-admin")
  .description("Nagi の社内管理 CLI（管理 API を叩く）")
  .version("2.3.0")
  .option("--api <url>", "admin API base URL", process.env.NAGI_ADMIN_API ?? "http://localhost:4000")
  .option("--yes", "do not ask for confirmation", false);

registerPlansMigrate(program);
registerUsersDeactivate(program);
registerInvoicesResend(program);

program.hook("preAction", (thisCommand) => {
  const token = process.env.NAGI_ADMIN_TOKEN;
  if (!token) {
    thisCommand.error("NAGI_ADMIN_TOKEN is not set (1Password: 'nagi admin token')");
  }
});

program.parseAsync(process.argv).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
