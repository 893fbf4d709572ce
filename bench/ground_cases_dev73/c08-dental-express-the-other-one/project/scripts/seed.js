const { pool } = require('../src/db');

const dentists = ['王医生', '李医生', '陈医生'];

async function main() {
  const ids = [];
  for (const name of dentists) {
    const { rows } = await pool.query('INSERT INTO dentists (name) VALUES ($1) RETURNING id', [name]);
    ids.push(rows[0].id);
  }
  for (let i = 1; i <= 10; i += 1) {
    await pool.query('INSERT INTO patients (name, phone) VALUES ($1, $2)', [`测试患者${i}`, `1380000${String(i).padStart(4, '0')}`]);
  }
  console.log(`seeded ${ids.length} dentists, 10 patients`);
  await pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
