import { Router } from "express";
import { rateLimit } from "../middleware/rateLimit.js";
import { recordVote, tally } from "../services/votes.js";

export const votes = Router();

votes.post("/polls/:id/votes", rateLimit, async (req, res) => {
  const { option } = req.body;
  if (typeof option !== "string") {
    return res.status(400).json({ error: "option must be a string" });
  }
  await recordVote(req.params.id, option, req.ip);
  res.status(201).json(await tally(req.params.id));
});

votes.get("/polls/:id/results", async (req, res) => {
  res.json(await tally(req.params.id));
});
