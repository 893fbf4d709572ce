"use client";

import { useFormState, useFormStatus } from "react-dom";
import { uploadAvatar } from "./actions";

type State = { ok?: boolean; error?: string } | null;

function SubmitButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className="btn">
      {pending ? "Uploading…" : "Upload"}
    </button>
  );
}

export function AvatarForm() {
  const [state, action] = useFormState(async (_prev: State, formData: FormData) => uploadAvatar(formData), null);
  return (
    <form action={action} className="space-y-2">
      <input type="file" name="avatar" accept="image/*" />
      <SubmitButton />
      {state?.error && <p className="text-sm text-red-600">{state.error}</p>}
      {state?.ok && <p className="text-sm text-green-700">Saved.</p>}
    </form>
  );
}
