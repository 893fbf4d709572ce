import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

type Action = { label: string; danger?: boolean; onSelect: () => void };

// Rendered into document.body so the menu is never clipped by the table's scroll container.
export function RowActions({ actions }: { actions: Action[] }) {
  const [open, setOpen] = useState(false);
  const [pos, setPos] = useState({ top: 0, left: 0 });
  const btn = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (!open || !btn.current) return;
    const r = btn.current.getBoundingClientRect();
    setPos({ top: r.bottom + window.scrollY + 4, left: r.right + window.scrollX - 160 });
  }, [open]);

  return (
    <>
      <button ref={btn} onClick={() => setOpen((o) => !o)} aria-label="更多操作">
        ⋯
      </button>
      {open &&
        createPortal(
          <ul className="row-actions-menu" style={{ position: "absolute", top: pos.top, left: pos.left, width: 160, zIndex: 200 }}>
            {actions.map((a) => (
              <li key={a.label}>
                <button className={a.danger ? "danger" : undefined} onClick={() => { setOpen(false); a.onSelect(); }}>
                  {a.label}
                </button>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  );
}
