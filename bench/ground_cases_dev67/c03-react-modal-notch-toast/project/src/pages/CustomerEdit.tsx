import { useState } from "react";
import { Modal } from "../components/Modal";
import { useToast } from "../components/Toast";

type Customer = { id: number; name: string; phone: string; note: string };

export function CustomerEdit({ customer, onSaved }: { customer: Customer; onSaved: (c: Customer) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(customer);
  const toast = useToast();

  async function save() {
    const res = await fetch(`/api/customers/${customer.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(draft),
    });
    if (!res.ok) {
      toast.show("保存失败，请稍后再试", "error");
      return;
    }
    toast.show("已保存");
    onSaved(draft);
    setOpen(false);
  }

  return (
    <>
      <button onClick={() => setOpen(true)}>编辑</button>
      <Modal open={open} title="编辑客户" onClose={() => setOpen(false)} onConfirm={save}>
        <label>
          姓名 <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </label>
        <label>
          电话 <input value={draft.phone} onChange={(e) => setDraft({ ...draft, phone: e.target.value })} />
        </label>
        <label>
          备注 <textarea value={draft.note} onChange={(e) => setDraft({ ...draft, note: e.target.value })} />
        </label>
      </Modal>
    </>
  );
}
