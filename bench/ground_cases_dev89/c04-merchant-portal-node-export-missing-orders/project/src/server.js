const { createApp } = require('./app');
const { pool } = require('./db');

const port = Number(process.env.PORT || 3000);
const app = createApp();

const server = app.listen(port, () => {
  console.log(`merchant-portal-api listening on :${port}`);
});

function shutdown(signal) {
  console.log(`${signal} received, closing`);
  server.close(() => {
    pool.end().then(() => process.exit(0));
  });
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

process.on('unhandledRejection', (err) => {
  console.error('unhandled rejection', err);
});

module.exports = { server };
