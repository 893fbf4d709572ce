import type { App } from "@slack/bolt";

import { nextStandup } from "./scheduler.js";
import { clearSkip, skipToday } from "./skips.js";
import { teamForChannel, type Team } from "./teams.js";

const HELP = [
  "`/standup skip` - no standup reminder for this channel's team today",
  "`/standup unskip` - undo a skip",
  "`/standup when` - when the next reminder goes out",
  "`/standup help` - this text",
].join("\n");

export function registerCommands(app: App, teams: Team[]): void {
  app.command("/standup", async ({ command, ack, respond }) => {
    await ack();
    const team = teamForChannel(teams, command.channel_id);
    const sub = command.text.trim().toLowerCase();

    if (sub === "" || sub === "help") {
      await respond({ response_type: "ephemeral", text: HELP });
      return;
    }
    if (!team) {
      await respond({ response_type: "ephemeral", text: "This channel has no standup configured." });
      return;
    }
    if (sub === "skip") {
      const date = skipToday(team);
      await respond({ response_type: "in_channel", text: `Standup for *${team.name}* skipped on ${date}.` });
      return;
    }
    if (sub === "unskip") {
      const had = clearSkip(team);
      await respond({ response_type: "ephemeral", text: had ? "Skip removed." : "Nothing was skipped." });
      return;
    }
    if (sub === "when") {
      const next = nextStandup(team, new Date());
      const text = next
        ? `Next standup for *${team.name}*: <!date^${Math.floor(next.getTime() / 1000)}^{date_long_pretty} at {time}|${next.toISOString()}>`
        : `*${team.name}* has no standup in the next week.`;
      await respond({ response_type: "ephemeral", text });
      return;
    }
    await respond({ response_type: "ephemeral", text: `Unknown subcommand "${sub}".\n${HELP}` });
  });
}
