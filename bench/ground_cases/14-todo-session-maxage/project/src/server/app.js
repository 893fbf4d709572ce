'use strict';

const express = require('express');
const { loadConfig } = require('../config');
const { createSessionMiddleware } = require('./session');
const { authRouter } = require('../routes/auth');
const { todosRouter } = require('../routes/todos');
const { memoryUsers, memoryTodos } = require('./memory');

async function main() {
  const config = loadConfig();
  const app = express();
  app.set('trust proxy', 1);
  app.use(express.json());
  app.use(await createSessionMiddleware(config));
  app.use('/api/auth', authRouter(memoryUsers()));
  app.use('/api/todos', todosRouter(memoryTodos()));
  app.listen(config.port, () => console.log(`team-todo on :${config.port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
