import { useEffect, useState } from 'react';
import { AbilityScores } from './components/AbilityScores';
import { HpBar } from './components/HpBar';
import { SkillList } from './components/SkillList';
import { roll, type RollResult } from './dice';
import { loadSheets, saveSheets } from './storage';
import type { Sheet } from './types';

export default function App() {
  const [sheets, setSheets] = useState<Sheet[]>(loadSheets);
  const [current, setCurrent] = useState(0);
  const [expr, setExpr] = useState('1d20');
  const [log, setLog] = useState<RollResult[]>([]);

  useEffect(() => saveSheets(sheets), [sheets]);
  const sheet = sheets[current];

  const doRoll = () => {
    try {
      setLog((l) => [roll(expr), ...l].slice(0, 20));
    } catch (e) {
      alert((e as Error).message);
    }
  };

  const update = (patch: Partial<Sheet>) =>
    setSheets((all) => all.map((s, i) => (i === current ? { ...s, ...patch } : s)));

  return (
    <main>
      <header>
        <select value={current} onChange={(e) => setCurrent(Number(e.target.value))}>
          {sheets.map((s, i) => (
            <option key={s.id} value={i}>{s.name}</option>
          ))}
        </select>
      </header>
      {sheet && (
        <>
          <HpBar hp={sheet.hp} onChange={(hp) => update({ hp })} />
          <AbilityScores sheet={sheet} />
          <SkillList {...sheet} />
        </>
      )}
      <section className="roller">
        <input value={expr} onChange={(e) => setExpr(e.target.value)} />
        <button onClick={doRoll}>掷！</button>
        <ol>
          {log.map((r, i) => (
            <li key={i}>{r.expr} → {r.rolls.map((d) => `[${d.join(',')}]`).join(' ')} = <b>{r.total}</b></li>
          ))}
        </ol>
      </section>
    </main>
  );
}
