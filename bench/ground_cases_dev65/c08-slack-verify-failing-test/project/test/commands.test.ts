import { describe, expect, it, vi } from "vitest";

vi.mock("../src/slack/verify.js", () => ({ verifySlackRequest: () => true, signingSecret: () => "s" }));
vi.mock("../src/store.js", () => ({ saveStandup: vi.fn(), standupStatus: vi.fn(async () => []) }));
vi.mock("../src/slack/client.js", () => ({ postStandup: vi.fn() }));

import { commandsRouter } from "../src/slack/commands.js";

function call(text: string) {
  const req = { rawBody: `user_id=U1&channel_id=C1&text=${encodeURIComponent(text)}&response_url=https%3A%2F%2Fhooks.slack.com%2Fx`, headers: {} };
  const sent: unknown[] = [];
  const res = { json: (b: unknown) => sent.push(b), status: () => res, send: (b: unknown) => sent.push(b) };
  const layer = (commandsRouter as unknown as { stack: { route: { stack: { handle: Function }[] } }[] }).stack[0];
  return layer.route.stack[0].handle(req, res).then(() => sent);
}

describe("/standup", () => {
  it("answers status", async () => {
    const sent = await call("status");
    expect(sent[0]).toMatchObject({ response_type: "ephemeral" });
  });

  it("shows usage for unknown subcommands", async () => {
    const sent = await call("dance");
    expect(JSON.stringify(sent[0])).toContain("Usage");
  });
});
