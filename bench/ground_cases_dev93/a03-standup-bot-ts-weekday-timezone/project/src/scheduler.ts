import type { App } from "@slack/bolt";
import cron from "node-cron";

import { isSkipped } from "./skips.js";
import type { Team } from "./teams.js";
import { isStandupDay, localParts, parseHHMM } from "./time.js";

const PROMPT =
  ":wave: Standup time! Reply in the thread with *yesterday / today / blockers*. " +
  "Use `/standup skip` if the team is off today.";

/** True when the team's reminder should go out in the minute that contains `now`. */
export function isDue(team: Team, now: Date): boolean {
  const local = localParts(now, team.tz);
  const at = parseHHMM(team.standupAt);
  if (local.hour !== at.hour || local.minute !== at.minute) {
    return false;
  }
  return isStandupDay(now, team.days);
}

/** The first minute at or after `from` in which the team's reminder fires, or null within 8 days. */
export function nextStandup(team: Team, from: Date): Date | null {
  const start = Math.ceil(from.getTime() / 60_000) * 60_000;
  for (let i = 0; i < 8 * 24 * 60; i++) {
    const t = new Date(start + i * 60_000);
    if (isDue(team, t)) {
      return t;
    }
  }
  return null;
}

export async function tick(app: App, teams: Team[], now: Date): Promise<number> {
  let posted = 0;
  for (const team of teams) {
    if (!isDue(team, now) || isSkipped(team, now)) {
      continue;
    }
    try {
      await app.client.chat.postMessage({ channel: team.channel, text: PROMPT });
      posted++;
    } catch (err) {
      app.logger.error(`standup reminder for ${team.id} failed`, err);
    }
  }
  return posted;
}

export function startScheduler(app: App, teams: Team[]): void {
  cron.schedule("* * * * *", () => {
    tick(app, teams, new Date()).catch((err) => app.logger.error("tick failed", err));
  });
}
