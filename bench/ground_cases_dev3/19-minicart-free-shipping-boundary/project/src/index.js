"use strict";

module.exports = { ...require("./cart/totals"), ...require("./cart/coupons") };
