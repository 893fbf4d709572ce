// 開発用: 自転車と顧客のダミーデータを投入する
const rentals = require('../src/services/rentals');

const now = new Date();
const inHours = (h) => new Date(now.getTime() + h * 3600000);

const samples = [
  { customerId: 1, bikeId: 'C-01', bikeType: 'city', startAt: now, dueAt: inHours(2) },
  { customerId: 2, bikeId: 'E-03', bikeType: 'electric', startAt: now, dueAt: inHours(4) },
  { customerId: 3, bikeId: 'K-02', bikeType: 'kids', startAt: now, dueAt: inHours(1) },
];

for (const s of samples) {
  const r = rentals.startRental(s);
  console.log(`seeded rental #${r.id} (${s.bikeType}) total=${rentals.total(r)}`);
}
