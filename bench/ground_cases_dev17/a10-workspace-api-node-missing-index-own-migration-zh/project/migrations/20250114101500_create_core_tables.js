/**
 * Users, workspaces and memberships.
 *
 * @param {import("knex").Knex} knex
 */
exports.up = async function up(knex) {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS "pgcrypto"');

  await knex.schema.createTable("users", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.string("email", 320).notNullable().unique();
    t.string("name", 120).notNullable();
    t.timestamps(true, true);
  });

  await knex.schema.createTable("workspaces", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.string("name", 120).notNullable();
    t.string("time_zone", 64).notNullable().defaultTo("UTC");
    t.timestamps(true, true);
  });

  await knex.schema.createTable("memberships", (t) => {
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.enu("role", ["owner", "admin", "member"]).notNullable().defaultTo("member");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["workspace_id", "user_id"]);
    t.index(["user_id"]);
  });
};

/**
 * @param {import("knex").Knex} knex
 */
exports.down = async function down(knex) {
  await knex.schema.dropTable("memberships");
  await knex.schema.dropTable("workspaces");
  await knex.schema.dropTable("users");
};
