import { useEffect, useState } from "react";

export function Spinner({ delay = 200 }: { delay?: number }) {
  const [visible, setVisible] = useState(delay === 0);

  useEffect(() => {
    if (delay === 0) return;
    const id = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(id);
  }, [delay]);

  if (!visible) return null;
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
