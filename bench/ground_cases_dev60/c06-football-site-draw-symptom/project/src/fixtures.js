// Upcoming fixtures from data/fixtures.json (entered by the fixtures secretary).

export function upcoming(fixtures, today = new Date()) {
  const iso = today.toISOString().slice(0, 10);
  return fixtures
    .filter((f) => f.date >= iso)
    .sort((a, b) => a.date.localeCompare(b.date) || a.kickoff.localeCompare(b.kickoff));
}

export function groupByDate(fixtures) {
  const out = new Map();
  for (const f of fixtures) {
    if (!out.has(f.date)) out.set(f.date, []);
    out.get(f.date).push(f);
  }
  return [...out.entries()].map(([date, matches]) => ({ date, matches }));
}

export function pitchLabel(f) {
  return f.pitch ? `${f.pitch} 号场` : '场地待定';
}
