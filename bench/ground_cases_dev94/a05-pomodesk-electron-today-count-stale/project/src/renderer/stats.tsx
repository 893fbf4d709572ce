import React, { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import type { StatsSummary } from '../main/stats';
import { formatMinutes, weekdayLabel } from '../shared/day';

function StatsWindow() {
  const [stats, setStats] = useState<StatsSummary | null>(null);
  const [goal, setGoal] = useState(8);

  useEffect(() => {
    window.pomo.getSettings().then((s) => setGoal(s.dailyGoal));
  }, []);

  useEffect(() => {
    const load = () => window.pomo.getStats().then(setStats);
    load();
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    window.addEventListener('focus', load);
    document.addEventListener('visibilitychange', onVisible);
    const now = new Date();
    const msToMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
    const midnight = setTimeout(load, msToMidnight + 1000);
    const off = window.pomo.onStatsChanged(load);
    return () => {
      off();
      clearTimeout(midnight);
      window.removeEventListener('focus', load);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  if (!stats) return <p className="muted">Loading\u2026</p>;

  const max = Math.max(1, ...stats.week.map((d) => d.count));
  return (
    <main>
      <section className="today">
        <h1>
          {stats.today}
          <small className="muted"> / {goal}</small>
        </h1>
        <p className="muted">{stats.today >= goal ? 'goal reached' : 'sessions today'}</p>
      </section>
      <section className="week">
        {stats.week.map((d) => (
          <div key={d.day} className="bar" title={`${d.count} on ${d.day}`}>
            <div className="fill" style={{ height: `${(d.count / max) * 100}%` }} />
            <span>{weekdayLabel(d.day)}</span>
          </div>
        ))}
      </section>
      <footer className="muted">{formatMinutes(stats.totalMinutes)} focused in total</footer>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<StatsWindow />);
