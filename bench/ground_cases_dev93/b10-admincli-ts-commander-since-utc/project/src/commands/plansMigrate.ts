import type { Command } from "commander";

import { apiFrom } from "../lib/api.js";
import { summary, table, userLine } from "../lib/format.js";

export interface MigrateOptions {
  from: string;
  to: string;
  dryRun?: boolean;
}

/** Move every active user on plan `from` to plan `to` (used when a plan is retired). */
export async function plansMigrate(opts: MigrateOptions & { api: string }): Promise<number> {
  const api = apiFrom(opts);
  const users = await api.listUsers({ plan: opts.from, active: true });
  console.log(table(users.map(userLine)));
  if (opts.dryRun) {
    console.log(summary(`${opts.from} -> ${opts.to} (dry-run, 変更なし)`, users.length));
    return 0;
  }
  let moved = 0;
  for (const user of users) {
    await api.changePlan(user.id, opts.to);
    moved++;
  }
  console.log(summary(`${opts.from} -> ${opts.to}`, moved));
  return moved;
}

export function registerPlansMigrate(program: Command): void {
  program
    .command("plans:migrate")
    .description("move all active users from one plan to another")
    .requiredOption("--from <plan>", "current plan id, e.g. standard-2023")
    .requiredOption("--to <plan>", "new plan id, e.g. standard-2025")
    .option("--dry-run", "only list the users that would move", false)
    .action(async (opts: MigrateOptions, cmd: Command) => {
      await plansMigrate({ ...cmd.optsWithGlobals(), ...opts });
    });
}
