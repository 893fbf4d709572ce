const express = require("express");
const { z } = require("zod");

const { requireWorkspaceRole } = require("../middleware/auth");
const auditRepo = require("../repos/auditRepo");

const router = express.Router({ mergeParams: true });

const query = z.object({
  limit: z.coerce.number().int().min(1).max(auditRepo.MAX_LIMIT).default(50),
  before: z.coerce.number().int().positive().optional(),
});

router.get("/", requireWorkspaceRole("owner", "admin"), async (req, res, next) => {
  try {
    const { limit, before } = query.parse(req.query);
    const { events, hasMore } = await auditRepo.listRecent(req.app.locals.db, req.params.workspaceId, {
      limit,
      before,
    });
    res.json({
      events,
      next: hasMore ? events[events.length - 1].id : null,
    });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
