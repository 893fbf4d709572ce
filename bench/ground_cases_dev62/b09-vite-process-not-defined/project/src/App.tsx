import { useEffect, useState } from 'react';

import { listSlots, type Slot } from './api/client';
import { loadFlags } from './featureFlags';
import DebugPanel from './DebugPanel';

const flags = loadFlags();

export default function App() {
  const [slots, setSlots] = useState<Slot[]>([]);
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));

  useEffect(() => {
    listSlots(date).then(setSlots).catch(() => setSlots([]));
  }, [date]);

  return (
    <main>
      <h1>予約</h1>
      <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      <ul>
        {slots.map((s) => (
          <li key={s.id}>
            {new Date(s.startsAt).toLocaleTimeString('ja-JP', { hour: '2-digit', minute: '2-digit' })} 残り {s.capacity - s.booked}
          </li>
        ))}
      </ul>
      {flags.debugPanel && <DebugPanel />}
    </main>
  );
}
