const test = require('node:test');
const assert = require('node:assert');
const { formatTime } = require('../src/jobs/sendReminders');

test('formats in Shanghai time', () => {
  const s = formatTime(new Date('2024-09-02T01:30:00Z'));
  assert.match(s, /09:30/);
});

test('keeps the local day', () => {
  const s = formatTime(new Date('2024-09-01T17:00:00Z'));
  assert.match(s, /9\/2/);
});
