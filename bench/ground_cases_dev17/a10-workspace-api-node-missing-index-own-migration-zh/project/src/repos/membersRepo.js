async function list(db, workspaceId) {
  return db("memberships")
    .join("users", "users.id", "memberships.user_id")
    .where("memberships.workspace_id", workspaceId)
    .select("users.id", "users.email", "users.name", "memberships.role", "memberships.created_at")
    .orderBy("users.name");
}

async function setRole(db, workspaceId, userId, role) {
  return db("memberships").where({ workspace_id: workspaceId, user_id: userId }).update({ role });
}

module.exports = { list, setRole };
