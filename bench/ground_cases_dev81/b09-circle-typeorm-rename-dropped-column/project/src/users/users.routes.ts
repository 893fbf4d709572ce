import { Router } from "express";

import { getProfile, recentlyActive, updateName } from "./users.service";

export const usersRouter = Router();

usersRouter.get("/users/recent", async (_req, res) => {
  res.json(await recentlyActive());
});

usersRouter.get("/users/:id", async (req, res) => {
  const profile = await getProfile(Number(req.params.id));
  if (!profile) {
    return res.status(404).json({ error: "not_found" });
  }
  res.json(profile);
});

usersRouter.patch("/users/:id", async (req, res) => {
  try {
    const profile = await updateName(Number(req.params.id), String(req.body?.name ?? ""));
    if (!profile) {
      return res.status(404).json({ error: "not_found" });
    }
    res.json(profile);
  } catch (e) {
    if (e instanceof RangeError) {
      return res.status(422).json({ error: e.message });
    }
    throw e;
  }
});
