import bolt from "@slack/bolt";

import { registerCommands } from "./commands.js";
import { startScheduler } from "./scheduler.js";
import { loadTeams } from "./teams.js";

const { App, LogLevel } = bolt;

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set`);
  }
  return value;
}

async function main(): Promise<void> {
  const app = new App({
    token: requireEnv("SLACK_BOT_TOKEN"),
    appToken: requireEnv("SLACK_APP_TOKEN"),
    socketMode: true,
    logLevel: process.env.DEBUG ? LogLevel.DEBUG : LogLevel.INFO,
  });

  const teams = await loadTeams(process.env.TEAMS_FILE ?? "config/teams.json");
  registerCommands(app, teams);
  startScheduler(app, teams);

  await app.start();
  app.logger.info(`standup-bot running for ${teams.length} teams`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
