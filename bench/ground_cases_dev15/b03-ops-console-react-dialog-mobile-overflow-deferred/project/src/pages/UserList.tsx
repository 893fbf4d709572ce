import { useState } from "react";

import { deactivateUser, useUsers } from "../api/users";
import { ConfirmDialog } from "../components/ConfirmDialog/ConfirmDialog";

type Target = { id: string; name: string };

export function UserList() {
  const { data: users = [], refetch } = useUsers();
  const [target, setTarget] = useState<Target | null>(null);

  async function handleDeactivate() {
    if (!target) return;
    await deactivateUser(target.id);
    setTarget(null);
    await refetch();
  }

  return (
    <table>
      <thead>
        <tr>
          <th>名前</th>
          <th>メール</th>
          <th>権限</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id}>
            <td>{u.name}</td>
            <td>{u.email}</td>
            <td>{u.role}</td>
            <td>
              <button type="button" onClick={() => setTarget({ id: u.id, name: u.name })}>
                無効化
              </button>
            </td>
          </tr>
        ))}
      </tbody>
      <ConfirmDialog
        open={target !== null}
        title="ユーザーを無効化"
        message={`${target?.name ?? ""} さんを無効化します。`}
        confirmLabel="無効化する"
        danger
        onConfirm={handleDeactivate}
        onCancel={() => setTarget(null)}
      />
    </table>
  );
}
