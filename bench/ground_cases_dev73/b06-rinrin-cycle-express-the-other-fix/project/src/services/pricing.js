const { differenceInMinutes } = require('date-fns');
const config = require('../config');

function hoursBetween(from, to) {
  const minutes = differenceInMinutes(to, from);
  return Math.max(1, Math.ceil(minutes / 60));
}

function priceFor(bikeType, from, to) {
  const rate = config.hourlyRates[bikeType];
  if (rate === undefined) {
    throw new Error(`unknown bike type: ${bikeType}`);
  }
  const hours = hoursBetween(from, to);
  return Math.min(hours * rate, config.dailyCap[bikeType] * Math.ceil(hours / 24));
}

function lateFee(dueAt, returnedAt) {
  const lateMinutes = Math.max(0, differenceInMinutes(returnedAt, dueAt));
  if (lateMinutes === 0) return 0;
  return Math.ceil(lateMinutes / 60) * config.lateFeePerHour;
}

module.exports = { hoursBetween, priceFor, lateFee };
