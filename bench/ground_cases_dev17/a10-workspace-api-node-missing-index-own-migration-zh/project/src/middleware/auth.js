const { HttpError } = require("../errors");

async function requireUser(req, res, next) {
  const token = (req.get("authorization") || "").replace(/^Bearer /, "");
  if (!token) {
    return next(new HttpError(401, "missing token"));
  }
  const db = req.app.locals.db;
  const session = await db("sessions")
    .where({ id: token })
    .whereNull("revoked_at")
    .first("id", "user_id", "workspace_id");
  if (!session) {
    return next(new HttpError(401, "invalid session"));
  }
  req.user = { id: session.user_id, sessionId: session.id };
  await db("sessions").where({ id: session.id }).update({ last_seen_at: db.fn.now() });
  return next();
}

function requireWorkspaceRole(...roles) {
  return async (req, res, next) => {
    const db = req.app.locals.db;
    const membership = await db("memberships")
      .where({ workspace_id: req.params.workspaceId, user_id: req.user.id })
      .first("role");
    if (!membership || !roles.includes(membership.role)) {
      return next(new HttpError(403, "not allowed"));
    }
    req.membership = membership;
    return next();
  };
}

module.exports = { requireUser, requireWorkspaceRole };
