// League table from played results. 3 points a win, 1 a draw.

function blankRow(team) {
  return { team, played: 0, won: 0, drawn: 0, lost: 0, gf: 0, ga: 0, points: 0 };
}

function record(row, scored, conceded) {
  row.played += 1;
  row.gf += scored;
  row.ga += conceded;
  if (scored > conceded) {
    row.won += 1;
    row.points += 3;
  } else if (scored === conceded) {
    row.drawn += 1;
    row.points += 1;
  } else {
    row.lost += 1;
  }
}

export function buildTable(results) {
  const rows = new Map();
  const get = (team) => rows.get(team) ?? rows.set(team, blankRow(team)).get(team);
  for (const m of results) {
    record(get(m.home), m.homeGoals, m.awayGoals);
    record(get(m.away), m.awayGoals, m.homeGoals);
  }
  return [...rows.values()]
    .map((r) => ({ ...r, gd: r.gf - r.ga }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.gd - a.gd ||
        b.gf - a.gf ||
        a.team.localeCompare(b.team, 'zh'),
    );
}

export function formLine(results, team, n = 5) {
  return results
    .filter((m) => m.home === team || m.away === team)
    .slice(-n)
    .map((m) => {
      const mine = m.home === team ? m.homeGoals : m.awayGoals;
      const theirs = m.home === team ? m.awayGoals : m.homeGoals;
      return mine > theirs ? 'W' : mine === theirs ? 'D' : 'L';
    })
    .join('');
}
