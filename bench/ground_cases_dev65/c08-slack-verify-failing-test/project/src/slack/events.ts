import { Router } from "express";
import { slack } from "./client.js";
import { signingSecret, verifySlackRequest } from "./verify.js";
import { rememberChannel } from "../store.js";

export const eventsRouter = Router();

eventsRouter.post("/", async (req, res) => {
  if (!verifySlackRequest(req.rawBody ?? "", req.headers as never, signingSecret())) {
    res.status(401).send("bad signature");
    return;
  }
  const body = JSON.parse(req.rawBody ?? "{}");
  if (body.type === "url_verification") {
    res.json({ challenge: body.challenge });
    return;
  }
  // Ack first: Slack retries anything slower than 3 s. Retries of an event we already took are skipped.
  res.sendStatus(200);
  if (req.headers["x-slack-retry-num"]) {
    console.info("skipping Slack retry", req.headers["x-slack-retry-num"], req.headers["x-slack-retry-reason"]);
    return;
  }
  const event = body.event ?? {};
  if (event.type === "member_joined_channel") {
    await rememberChannel(event.channel);
    await slack().chat.postEphemeral({
      channel: event.channel,
      user: event.user,
      text: "Hi! Post your daily standup with `/standup post ...` before 10:30.",
    });
  } else if (event.type === "app_mention") {
    await slack().chat.postMessage({ channel: event.channel, thread_ts: event.ts, text: "Try `/standup status`." });
  }
});
