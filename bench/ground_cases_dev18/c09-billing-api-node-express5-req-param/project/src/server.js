const app = require('./app');
const logger = require('./logger');

const port = Number(process.env.PORT) || 3000;

app.listen(port, () => {
  logger.info({ port }, 'billing-api listening');
});
