async function listForUser(db, userId) {
  return db("workspaces")
    .join("memberships", "memberships.workspace_id", "workspaces.id")
    .where("memberships.user_id", userId)
    .select("workspaces.id", "workspaces.name", "workspaces.time_zone", "memberships.role")
    .orderBy("workspaces.name");
}

async function update(db, id, { name, timeZone }) {
  const [row] = await db("workspaces")
    .where({ id })
    .update({ name, time_zone: timeZone, updated_at: db.fn.now() })
    .returning(["id", "name", "time_zone"]);
  return row;
}

module.exports = { listForUser, update };
