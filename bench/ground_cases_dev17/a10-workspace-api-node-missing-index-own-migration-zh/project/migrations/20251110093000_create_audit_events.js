/**
 * Audit trail of admin actions in a workspace (role changes, invites,
 * removals, settings). Append-only.
 *
 * @param {import("knex").Knex} knex
 */
exports.up = async function up(knex) {
  await knex.schema.createTable("audit_events", (t) => {
    t.bigIncrements("id");
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("actor_id").references("users.id").onDelete("SET NULL");
    t.string("action", 64).notNullable();
    t.string("target_type", 32);
    t.string("target_id", 64);
    t.jsonb("metadata").notNullable().defaultTo("{}");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());

    // "what did this person do" lookups from the admin user page
    t.index(["actor_id"]);
  });
};

/**
 * @param {import("knex").Knex} knex
 */
exports.down = async function down(knex) {
  await knex.schema.dropTable("audit_events");
};
