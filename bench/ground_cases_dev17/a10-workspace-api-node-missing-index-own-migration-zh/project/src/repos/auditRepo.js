const MAX_LIMIT = 200;

/**
 * @param {import("knex").Knex} db
 * @param {{ workspaceId: string, actorId: string | null, action: string,
 *           targetType?: string, targetId?: string, metadata?: object }} event
 */
async function record(db, event) {
  const [row] = await db("audit_events")
    .insert({
      workspace_id: event.workspaceId,
      actor_id: event.actorId,
      action: event.action,
      target_type: event.targetType ?? null,
      target_id: event.targetId ?? null,
      metadata: event.metadata ?? {},
    })
    .returning(["id", "created_at"]);
  return row;
}

/**
 * Newest first. `before` is the id of the last event of the previous page.
 *
 * @param {import("knex").Knex} db
 * @param {string} workspaceId
 * @param {{ limit?: number, before?: number }} [opts]
 */
async function listRecent(db, workspaceId, { limit = 50, before } = {}) {
  const q = db("audit_events")
    .select("id", "actor_id", "action", "target_type", "target_id", "metadata", "created_at")
    .where("workspace_id", workspaceId)
    .orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }])
    .limit(Math.min(limit, MAX_LIMIT) + 1);
  if (before) {
    q.where("id", "<", before);
  }
  const rows = await q;
  const hasMore = rows.length > Math.min(limit, MAX_LIMIT);
  return { events: rows.slice(0, Math.min(limit, MAX_LIMIT)), hasMore };
}

module.exports = { record, listRecent, MAX_LIMIT };
