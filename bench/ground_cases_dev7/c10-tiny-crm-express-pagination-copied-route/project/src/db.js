const knex = require("knex");

module.exports = knex({
  client: "pg",
  connection: process.env.DATABASE_URL || "postgres://crm:crm@127.0.0.1:5432/crm",
  pool: { min: 0, max: 10 },
});
