"use client";

import { useState } from "react";

type Props = { onUploaded: (key: string) => void };

export function AvatarUploader({ onUploaded }: Props) {
  const [status, setStatus] = useState<"idle" | "uploading" | "error">("idle");
  const [message, setMessage] = useState("");

  async function handleChange(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setStatus("uploading");
    const res = await fetch("/api/uploads/presign", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fileName: file.name, contentType: file.type, size: file.size }),
    });
    if (!res.ok) {
      const { error } = await res.json();
      setStatus("error");
      setMessage(error);
      return;
    }
    const { url, key } = await res.json();
    const put = await fetch(url, { method: "PUT", headers: { "content-type": file.type }, body: file });
    if (!put.ok) {
      setStatus("error");
      setMessage("アップロードに失敗しました");
      return;
    }
    setStatus("idle");
    onUploaded(key);
  }

  return (
    <label className="avatar-uploader">
      <input type="file" accept="image/*" onChange={handleChange} disabled={status === "uploading"} />
      {status === "uploading" && <span>アップロード中…</span>}
      {status === "error" && <span className="error">{message}</span>}
    </label>
  );
}
