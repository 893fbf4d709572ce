const { buildApp } = require('./app');

const PORT = Number(process.env.PORT || 3000);

const app = buildApp();

const server = app.listen(PORT, () => {
  console.log(`shop-api listening on :${PORT}`);
});

function shutdown(signal) {
  console.log(`got ${signal}, closing`);
  server.close(() => {
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 5000).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection', reason);
});

process.on('uncaughtException', (err) => {
  console.error('uncaught exception', err);
  shutdown('uncaughtException');
});

module.exports = server;
