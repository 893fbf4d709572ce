import React, { useEffect, useState } from "react";
import ReactDOM from "react-dom";

type Toast = { id: number; text: string };

let push: (text: string) => void = () => {};

export function toast(text: string) {
  push(text);
}

export function ToastHost() {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    let next = 1;
    push = (text) => {
      const id = next++;
      setToasts((t) => [...t, { id, text }]);
      setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), 4000);
    };
    return () => {
      push = () => {};
    };
  }, []);

  return ReactDOM.createPortal(
    <div className="toasts">
      {toasts.map((t) => (
        <div key={t.id} className="toast">{t.text}</div>
      ))}
    </div>,
    document.body
  );
}
