/**
 * Login sessions. Rows are purged by src/jobs/purgeSessions.js.
 *
 * @param {import("knex").Knex} knex
 */
exports.up = async function up(knex) {
  await knex.schema.createTable("sessions", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.string("user_agent", 512);
    t.specificType("ip", "inet");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("last_seen_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("revoked_at", { useTz: true });

    t.index(["user_id", "last_seen_at"]);
    t.index(["last_seen_at"]);
  });
};

/**
 * @param {import("knex").Knex} knex
 */
exports.down = async function down(knex) {
  await knex.schema.dropTable("sessions");
};
