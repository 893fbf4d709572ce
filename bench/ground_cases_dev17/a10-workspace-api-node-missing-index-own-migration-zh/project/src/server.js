const knex = require("knex");

const config = require("../knexfile");
const { createApp } = require("./app");
const { startJobs } = require("./jobs");
const { logger } = require("./logger");

const env = process.env.NODE_ENV || "development";
const db = knex(config[env]);
const app = createApp({ db });
const port = Number(process.env.PORT || 3000);

app.listen(port, () => logger.info({ port, env }, "workspace-api listening"));
startJobs(db);
