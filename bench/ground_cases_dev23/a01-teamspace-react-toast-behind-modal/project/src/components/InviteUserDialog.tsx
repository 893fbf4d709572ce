import { useState, type FormEvent } from "react";
import { Modal } from "./Modal";
import { useToast } from "./Toast";
import { inviteUser } from "../api/members";

const ROLES = [
  { id: "owner", label: "Owner", hint: "Full access, including billing and deleting the workspace." },
  { id: "admin", label: "Admin", hint: "Manage members, projects and integrations." },
  { id: "manager", label: "Project manager", hint: "Create projects and assign people to them." },
  { id: "member", label: "Member", hint: "Work on the projects they are added to." },
  { id: "contractor", label: "Contractor", hint: "Like Member, but cannot see rates or invoices." },
  { id: "viewer", label: "Viewer", hint: "Read-only access to shared projects." },
] as const;

type Props = { open: boolean; onClose: () => void };

export function InviteUserDialog({ open, onClose }: Props) {
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<string>("member");
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await inviteUser({ email, role });
      toast("success", `Invite sent to ${email}`);
      onClose();
    } catch {
      toast("error", "Could not send the invite. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>Cancel</button>
      <button type="submit" form="invite-form" className="btn btn-primary" disabled={busy || !email}>
        Send invite
      </button>
    </>
  );

  return (
    <Modal open={open} title="Invite a teammate" onClose={onClose} footer={footer}>
      <form id="invite-form" onSubmit={submit}>
        <label className="field">
          <span>Email</span>
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <fieldset className="roles">
          <legend>Role</legend>
          {ROLES.map((r) => (
            <label key={r.id} className="role-option">
              <input type="radio" name="role" value={r.id} checked={role === r.id} onChange={() => setRole(r.id)} />
              <strong>{r.label}</strong>
              <small>{r.hint}</small>
            </label>
          ))}
        </fieldset>
      </form>
    </Modal>
  );
}
