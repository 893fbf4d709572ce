import type { Command } from "commander";

import { apiFrom, type User } from "../lib/api.js";
import { daysAgo, parsePositiveInt } from "../lib/dates.js";
import { summary, table, userLine } from "../lib/format.js";

export interface DeactivateOptions {
  reason: string;
  inactiveDays?: number;
}

/** Active users whose last login is at least `days` days ago. */
export function inactiveSince(users: User[], days: number, now: Date = new Date()): User[] {
  const cutoff = daysAgo(days, now);
  return users.filter((u) => u.active && u.lastLoginAt !== null && new Date(u.lastLoginAt) <= cutoff);
}

export async function usersDeactivate(ids: string[], opts: DeactivateOptions & { api: string }): Promise<number> {
  const api = apiFrom(opts);
  if (opts.inactiveDays !== undefined) {
    const stale = inactiveSince(await api.listUsers({ active: true }), opts.inactiveDays);
    console.log(table(stale.map(userLine)));
    ids = [...ids, ...stale.map((u) => u.id)];
  }
  let done = 0;
  for (const id of ids) {
    await api.deactivateUser(id, opts.reason);
    done++;
  }
  console.log(summary("deactivated", done));
  return done;
}

export function registerUsersDeactivate(program: Command): void {
  program
    .command("users:deactivate")
    .description("deactivate users by id")
    .argument("[ids...]", "user ids (usr_...)")
    .requiredOption("--reason <text>", "shown in the audit log")
    .option("--inactive-days <n>", "also deactivate active users whose last login is N+ days ago", parsePositiveInt)
    .action(async (ids: string[], opts: DeactivateOptions, cmd: Command) => {
      await usersDeactivate(ids, { ...cmd.optsWithGlobals(), ...opts });
    });
}
