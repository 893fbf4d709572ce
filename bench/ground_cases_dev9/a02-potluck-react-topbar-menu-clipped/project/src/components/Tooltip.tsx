import { ReactElement, cloneElement, useRef, useState } from "react";
import { createPortal } from "react-dom";

interface Props {
  label: string;
  children: ReactElement;
}

export default function Tooltip({ label, children }: Props) {
  const [rect, setRect] = useState<DOMRect | null>(null);
  const ref = useRef<HTMLElement>(null);

  const child = cloneElement(children, {
    ref,
    onMouseEnter: () => setRect(ref.current?.getBoundingClientRect() ?? null),
    onMouseLeave: () => setRect(null),
  });

  return (
    <>
      {child}
      {rect &&
        createPortal(
          <div
            role="tooltip"
            className="tooltip"
            style={{ position: "fixed", top: rect.top + rect.height / 2, left: rect.right + 8 }}
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}
