require("dotenv").config();

const base = {
  client: "pg",
  migrations: { directory: "./migrations" },
  pool: { min: 0, max: 10 },
};

module.exports = {
  development: {
    ...base,
    connection: process.env.DATABASE_URL || "postgres://workspace:workspace@localhost:5432/workspace",
  },
  test: {
    ...base,
    connection: process.env.TEST_DATABASE_URL || "postgres://workspace:workspace@localhost:5432/workspace_test",
  },
  staging: {
    ...base,
    connection: process.env.DATABASE_URL,
    pool: { min: 2, max: 20 },
  },
  production: {
    ...base,
    connection: process.env.DATABASE_URL,
    pool: { min: 2, max: 40 },
  },
};
