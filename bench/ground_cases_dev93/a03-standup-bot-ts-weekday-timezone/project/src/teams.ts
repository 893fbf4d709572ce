import { readFile } from "node:fs/promises";

import { parseHHMM } from "./time.js";

export interface Team {
  id: string;
  name: string;
  channel: string;
  /** IANA zone the team lives in, e.g. "Europe/Berlin". */
  tz: string;
  /** Local wall-clock time of the reminder, "HH:MM". */
  standupAt: string;
  /** Standup days, 0 = Sunday ... 6 = Saturday. */
  days: number[];
}

function validate(team: Team): Team {
  if (!team.id || !team.channel) {
    throw new Error(`team ${JSON.stringify(team)} needs an id and a channel`);
  }
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: team.tz });
  } catch {
    throw new Error(`team ${team.id}: unknown time zone "${team.tz}"`);
  }
  parseHHMM(team.standupAt);
  if (!team.days.length || team.days.some((d) => d < 0 || d > 6)) {
    throw new Error(`team ${team.id}: days must be 0-6`);
  }
  return team;
}

export async function loadTeams(file: string): Promise<Team[]> {
  const raw = JSON.parse(await readFile(file, "utf8")) as Team[];
  return raw.map(validate);
}

export function teamForChannel(teams: Team[], channel: string): Team | undefined {
  return teams.find((t) => t.channel === channel);
}
