const express = require("express");
const { z } = require("zod");

const { requireWorkspaceRole } = require("../middleware/auth");
const workspacesRepo = require("../repos/workspacesRepo");

const router = express.Router();

const update = z.object({
  name: z.string().min(1).max(120).optional(),
  timeZone: z.string().max(64).optional(),
});

router.get("/", async (req, res, next) => {
  try {
    res.json({ workspaces: await workspacesRepo.listForUser(req.app.locals.db, req.user.id) });
  } catch (err) {
    next(err);
  }
});

router.patch("/:workspaceId", requireWorkspaceRole("owner", "admin"), async (req, res, next) => {
  try {
    const changes = update.parse(req.body);
    const ws = await workspacesRepo.update(req.app.locals.db, req.params.workspaceId, changes);
    res.json({ workspace: ws });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
