import { useState } from "react";
import { Modal } from "../components/Modal";
import { useToast } from "../components/Toast";
import { updateUser, type User } from "../api/users";

type Props = {
  user: User;
  open: boolean;
  onClose: () => void;
  onSaved: (u: User) => void;
};

export function UserEditModal({ user, open, onClose, onSaved }: Props) {
  const toast = useToast();
  const [form, setForm] = useState({ name: user.name, email: user.email, phone: user.phone ?? "", note: user.note ?? "" });
  const [saving, setSaving] = useState(false);

  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function save() {
    setSaving(true);
    try {
      const saved = await updateUser(user.id, form);
      toast.success("保存成功");
      onSaved(saved);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "保存失败");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title="编辑用户"
      onClose={onClose}
      footer={
        <>
          <button onClick={onClose}>取消</button>
          <button className="primary" disabled={saving} onClick={save}>
            {saving ? "保存中…" : "保存"}
          </button>
        </>
      }
    >
      <label>姓名<input value={form.name} onChange={set("name")} /></label>
      <label>邮箱<input value={form.email} onChange={set("email")} /></label>
      <label>手机<input value={form.phone} onChange={set("phone")} /></label>
      <label>备注<textarea rows={6} value={form.note} onChange={set("note")} /></label>
    </Modal>
  );
}
