import { useState } from "react";
import { useCopyToClipboard } from "../hooks/useCopyToClipboard";
import { Button } from "./Button";
import { Dialog } from "./Dialog";
import styles from "./ShareDialog.module.css";

type Props = {
  open: boolean;
  shareUrl: string;
  reportName: string;
  onClose: () => void;
};

export function ShareDialog({ open, shareUrl, reportName, onClose }: Props) {
  const [expires, setExpires] = useState("7d");
  const { copied, copy } = useCopyToClipboard();

  return (
    <Dialog open={open} onClose={onClose} title={`Share "${reportName}"`}>
      <label className={styles.label} htmlFor="share-url">
        Anyone with this link can view the report
      </label>
      <div className={styles.row}>
        <input id="share-url" className={styles.url} value={shareUrl} readOnly onFocus={(e) => e.target.select()} />
        <Button variant="secondary" className={styles.copy} onClick={() => copy(shareUrl)} aria-live="polite">
          {copied ? "Copied!" : "Copy link"}
        </Button>
      </div>
      <label className={styles.label} htmlFor="share-expires">
        Link expires
      </label>
      <select id="share-expires" value={expires} onChange={(e) => setExpires(e.target.value)}>
        <option value="1d">after 1 day</option>
        <option value="7d">after 7 days</option>
        <option value="30d">after 30 days</option>
        <option value="never">never</option>
      </select>
      <footer className={styles.footer}>
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </footer>
    </Dialog>
  );
}
