'use strict';

const { Cart } = require('./cart/cart');
const { buildReceipt } = require('./orders/receipt');
const { formatDate } = require('./utils/date');
const { formatYuan } = require('./utils/currency');

module.exports = { Cart, buildReceipt, formatDate, formatYuan };
