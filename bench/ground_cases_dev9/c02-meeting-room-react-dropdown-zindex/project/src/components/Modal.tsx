import styles from "./Modal.module.css";

export default function Modal({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <div className={styles.overlay} onClick={onClose}>
      <div className={styles.dialog} onClick={(e) => e.stopPropagation()}>
        <h3>{title}</h3>
        <p>表单开发中…</p>
      </div>
    </div>
  );
}
