'use strict';

const config = require('./config');
const { createApp } = require('./app');

createApp().listen(config.port, () => {
  console.log(`notify-gateway listening on ${config.port}`);
});
