// Results page: one card per match, newest round first.

export function outcome(match) {
  return match.homeGoals > match.awayGoals ? 'home' : 'away';
}

const LABELS = {
  home: (m) => `${m.home} 胜`,
  away: (m) => `${m.away} 胜`,
  draw: () => '平局',
};

export function resultCards(results) {
  return [...results]
    .sort((a, b) => b.round - a.round || a.date.localeCompare(b.date))
    .map((m) => {
      const o = outcome(m);
      return {
        round: m.round,
        date: m.date,
        score: `${m.home} ${m.homeGoals} : ${m.awayGoals} ${m.away}`,
        verdict: (LABELS[o] ?? LABELS.draw)(m),
        winner: o === 'home' ? m.home : o === 'away' ? m.away : null,
      };
    });
}

export function topScorers(scorers, n = 10) {
  const totals = new Map();
  for (const s of scorers) {
    totals.set(s.name, (totals.get(s.name) ?? 0) + s.goals);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, goals]) => ({ name, goals }));
}
