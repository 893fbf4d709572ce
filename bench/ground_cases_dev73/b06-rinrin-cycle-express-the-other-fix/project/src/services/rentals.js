const pricing = require('./pricing');
const config = require('../config');

const rentals = new Map();
let seq = 0;

function startRental({ customerId, bikeId, bikeType, startAt, dueAt }) {
  const id = ++seq;
  const charge = pricing.priceFor(bikeType, startAt, dueAt);
  const rental = { id, customerId, bikeId, bikeType, startAt, dueAt, charges: [{ kind: 'base', amount: charge }] };
  rentals.set(id, rental);
  return rental;
}

function extendRental(id, newDueAt) {
  const rental = rentals.get(id);
  if (!rental) throw new Error('rental not found');
  if (newDueAt <= rental.dueAt) throw new Error('new due time must be later');
  const extraHours = (newDueAt - rental.dueAt) / 3600000;
  if (extraHours > config.maxExtendHours) throw new Error('extension too long');
  const amount = pricing.priceFor(rental.bikeType, rental.dueAt, newDueAt);
  rental.charges.push({ kind: 'extension', amount });
  rental.dueAt = newDueAt;
  return rental;
}

function returnBike(id, returnedAt) {
  const rental = rentals.get(id);
  if (!rental) throw new Error('rental not found');
  const fee = pricing.lateFee(rental.dueAt, returnedAt);
  if (fee > 0) rental.charges.push({ kind: 'late', amount: fee });
  rental.returnedAt = returnedAt;
  return rental;
}

function total(rental) {
  return rental.charges.reduce((sum, c) => sum + c.amount, 0);
}

module.exports = { startRental, extendRental, returnBike, total, rentals };
