import { useEffect, type ReactNode } from "react";
import styles from "./Modal.module.css";

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  onConfirm?: () => void;
  confirmText?: string;
  children: ReactNode;
};

export function Modal({ open, title, onClose, onConfirm, confirmText = "保存", children }: Props) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div className={styles.dialog} role="dialog" aria-modal="true" onClick={(e) => e.stopPropagation()}>
        <header className={styles.header}>{title}</header>
        <div className={styles.body}>{children}</div>
        <footer className={styles.footer}>
          <button onClick={onClose}>取消</button>
          {onConfirm && (
            <button className={styles.primary} onClick={onConfirm}>
              {confirmText}
            </button>
          )}
        </footer>
      </div>
    </div>
  );
}
