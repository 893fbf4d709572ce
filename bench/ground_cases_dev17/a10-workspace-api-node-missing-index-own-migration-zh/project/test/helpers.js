const { randomUUID } = require("node:crypto");
const knex = require("knex");

const config = require("../knexfile");

const db = knex(config.test);

async function resetDb() {
  await db.raw("TRUNCATE audit_events, sessions, memberships, workspaces, users RESTART IDENTITY CASCADE");
}

async function makeUser(name, workspaceId) {
  const [user] = await db("users").insert({ email: `${name}-${randomUUID()}@example.test`, name }).returning("*");
  const [session] = await db("sessions").insert({ user_id: user.id, workspace_id: workspaceId }).returning("id");
  return { ...user, auth: { authorization: `Bearer ${session.id}` } };
}

async function seedWorkspace({ roles }) {
  const [ws] = await db("workspaces").insert({ name: "Acme" }).returning("*");
  const out = { id: ws.id };
  for (const role of roles) {
    const user = await makeUser(role, ws.id);
    await db("memberships").insert({ workspace_id: ws.id, user_id: user.id, role });
    out[role] = user;
  }
  return out;
}

module.exports = { db, resetDb, seedWorkspace };
