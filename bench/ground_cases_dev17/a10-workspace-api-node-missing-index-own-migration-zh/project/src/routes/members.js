const express = require("express");
const { z } = require("zod");

const { requireWorkspaceRole } = require("../middleware/auth");
const membersRepo = require("../repos/membersRepo");

const router = express.Router({ mergeParams: true });

const roleChange = z.object({ role: z.enum(["owner", "admin", "member"]) });

router.get("/", requireWorkspaceRole("owner", "admin", "member"), async (req, res, next) => {
  try {
    res.json({ members: await membersRepo.list(req.app.locals.db, req.params.workspaceId) });
  } catch (err) {
    next(err);
  }
});

router.patch("/:userId", requireWorkspaceRole("owner"), async (req, res, next) => {
  try {
    const { role } = roleChange.parse(req.body);
    await membersRepo.setRole(req.app.locals.db, req.params.workspaceId, req.params.userId, role);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
