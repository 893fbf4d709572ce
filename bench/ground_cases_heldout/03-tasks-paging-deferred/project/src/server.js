'use strict';

const { createApp } = require('./app');
const { MemoryStore } = require('./db/memory');

const port = Number(process.env.PORT) || 3000;
const app = createApp(new MemoryStore());

app.listen(port, () => {
  console.log(`todo-api listening on :${port}`);
});
