const express = require('express');
const rentals = require('./services/rentals');

const app = express();
app.use(express.json());

app.post('/rentals', (req, res) => {
  const { customerId, bikeId, bikeType, startAt, dueAt } = req.body;
  const rental = rentals.startRental({
    customerId,
    bikeId,
    bikeType,
    startAt: new Date(startAt),
    dueAt: new Date(dueAt),
  });
  res.status(201).json({ ...rental, total: rentals.total(rental) });
});

app.post('/rentals/:id/extend', (req, res) => {
  try {
    const rental = rentals.extendRental(Number(req.params.id), new Date(req.body.dueAt));
    res.json({ ...rental, total: rentals.total(rental) });
  } catch (e) {
    res.status(400).json({ error: e.message });
  }
});

app.post('/rentals/:id/return', (req, res) => {
  try {
    const rental = rentals.returnBike(Number(req.params.id), new Date(req.body.returnedAt ?? Date.now()));
    res.json({ ...rental, total: rentals.total(rental) });
  } catch (e) {
    res.status(400).json({ error: e.message });
  }
});

app.listen(process.env.PORT ?? 3000, () => console.log('rinrin-cycle-api up'));
