import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import styles from "./Toast.module.css";

type ToastItem = { id: number; text: string; kind: "info" | "error" };
type Ctx = { show: (text: string, kind?: ToastItem["kind"]) => void };

const ToastContext = createContext<Ctx>({ show: () => {} });
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);

  const show = useCallback((text: string, kind: ToastItem["kind"] = "info") => {
    const id = nextId++;
    setItems((xs) => [...xs, { id, text, kind }]);
    setTimeout(() => setItems((xs) => xs.filter((x) => x.id !== id)), 3000);
  }, []);

  return (
    <ToastContext.Provider value={{ show }}>
      {children}
      <div className={styles.container} aria-live="polite">
        {items.map((t) => (
          <div key={t.id} className={t.kind === "error" ? `${styles.toast} ${styles.error}` : styles.toast}>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
