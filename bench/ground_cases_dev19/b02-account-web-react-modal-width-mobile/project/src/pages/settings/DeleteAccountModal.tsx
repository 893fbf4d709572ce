import { useState } from "react";
import { Modal } from "../../components/Modal/Modal";
import buttonStyles from "../../components/Button/Button.module.css";
import { deleteAccount } from "../../api/account";

type Props = {
  open: boolean;
  onClose: () => void;
};

export function DeleteAccountModal({ open, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleDelete() {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount();
      window.location.assign("/goodbye");
    } catch (e) {
      setError("削除に失敗しました。時間をおいて再度お試しください。");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="アカウントを削除"
      onClose={onClose}
      footer={
        <>
          <button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
            キャンセル
          </button>
          <button className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={handleDelete} disabled={busy}>
            削除する
          </button>
        </>
      }
    >
      <p>この操作は取り消せません。すべてのデータが削除されます。</p>
      {error && <p role="alert">{error}</p>}
    </Modal>
  );
}
