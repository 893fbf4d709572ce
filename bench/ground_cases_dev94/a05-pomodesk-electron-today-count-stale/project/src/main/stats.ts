import Store from 'electron-store';

import { dayKey, lastNDays } from '../shared/day';

type StatsSchema = {
  counts: Record<string, number>;
  totalMinutes: number;
};

export type StatsSummary = {
  today: number;
  week: { day: string; count: number }[];
  totalMinutes: number;
  sinceLaunch: string;
};

export class StatsStore {
  private store = new Store<StatsSchema>({ name: 'stats', defaults: { counts: {}, totalMinutes: 0 } });

  /** Day the app was launched, for the "since launch" line in the tray menu. */
  private readonly launchDay = dayKey(new Date());
  private sessionsSinceLaunch = 0;

  recordSession(minutes: number, at: Date = new Date()): void {
    const key = dayKey(at);
    const counts = this.store.get('counts');
    counts[key] = (counts[key] ?? 0) + 1;
    this.store.set('counts', counts);
    this.store.set('totalMinutes', this.store.get('totalMinutes') + minutes);
    this.sessionsSinceLaunch += 1;
  }

  todayCount(): number {
    return this.store.get('counts')[this.launchDay] ?? 0;
  }

  week(now: Date = new Date()): { day: string; count: number }[] {
    const counts = this.store.get('counts');
    return lastNDays(now, 7).map((day) => ({ day, count: counts[day] ?? 0 }));
  }

  sinceLaunch(): string {
    return `${this.sessionsSinceLaunch} since ${this.launchDay}`;
  }

  summary(now: Date = new Date()): StatsSummary {
    return {
      today: this.todayCount(),
      week: this.week(now),
      totalMinutes: this.store.get('totalMinutes'),
      sinceLaunch: this.sinceLaunch(),
    };
  }

  /** Drops per-day counts older than `keepDays` so the file doesn't grow forever. */
  prune(keepDays = 120, now: Date = new Date()): void {
    const keep = new Set(lastNDays(now, keepDays));
    const counts = this.store.get('counts');
    for (const key of Object.keys(counts)) {
      if (!keep.has(key)) delete counts[key];
    }
    this.store.set('counts', counts);
  }
}
