import { Router } from "express";
import { postStandup } from "./client.js";
import { signingSecret, verifySlackRequest } from "./verify.js";
import { saveStandup, standupStatus } from "../store.js";

export const commandsRouter = Router();

commandsRouter.post("/", async (req, res) => {
  if (!verifySlackRequest(req.rawBody ?? "", req.headers as never, signingSecret())) {
    res.status(401).send("bad signature");
    return;
  }
  const params = new URLSearchParams(req.rawBody);
  const [sub, ...rest] = (params.get("text") ?? "").trim().split(/\s+/);
  const userId = params.get("user_id") ?? "";
  const channel = params.get("channel_id") ?? "";

  if (sub === "post") {
    const text = rest.join(" ");
    // Slack wants an answer within 3 s; do the slow work after acking
    res.json({ response_type: "ephemeral", text: "Posting…" });
    const responseUrl = params.get("response_url");
    try {
      await saveStandup(userId, text);
      await postStandup(channel, userId, text);
    } catch (err) {
      console.error("standup post failed", err);
      if (responseUrl) {
        await fetch(responseUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ response_type: "ephemeral", text: `Could not post your standup: ${(err as Error).message}` }),
        });
      }
    }
    return;
  }
  if (sub === "status") {
    const missing = await standupStatus(channel);
    res.json({ response_type: "ephemeral", text: missing.length ? `Still missing: ${missing.map((u) => `<@${u}>`).join(", ")}` : "Everyone is in 🎉" });
    return;
  }
  res.json({ response_type: "ephemeral", text: "Usage: /standup post <text> | status" });
});
