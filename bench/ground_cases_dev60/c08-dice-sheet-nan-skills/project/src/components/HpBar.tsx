import type { Sheet } from '../types';

interface HpBarProps {
  hp: Sheet['hp'];
  onChange: (hp: Sheet['hp']) => void;
}

export function HpBar({ hp, onChange }: HpBarProps) {
  const pct = Math.max(0, Math.min(100, (hp.current / hp.max) * 100));
  const color = pct > 50 ? '#4caf50' : pct > 20 ? '#ff9800' : '#f44336';
  const dying = hp.current <= 0;

  const hit = (n: number) => {
    const fromTemp = Math.min(hp.temp, n);
    onChange({ ...hp, temp: hp.temp - fromTemp, current: hp.current - (n - fromTemp) });
  };
  const heal = (n: number) => onChange({ ...hp, current: Math.min(hp.max, hp.current + n) });

  return (
    <div className={dying ? 'hp dying' : 'hp'}>
      <div className="bar">
        <div className="fill" style={{ width: `${pct}%`, background: color }} />
      </div>
      <span className="numbers">
        {hp.current}/{hp.max}
        {hp.temp > 0 && <em> (+{hp.temp} 临时)</em>}
      </span>
      <button onClick={() => hit(1)}>-1</button>
      <button onClick={() => hit(5)}>-5</button>
      <button onClick={() => heal(1)}>+1</button>
      <button onClick={() => heal(5)}>+5</button>
    </div>
  );
}
