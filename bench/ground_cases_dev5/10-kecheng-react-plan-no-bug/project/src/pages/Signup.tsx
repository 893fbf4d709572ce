import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../api/client";

export function Signup() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState("");
  const [nickname, setNickname] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await api.post("/signup", { phone, nickname });
    navigate("/courses");
  }

  return (
    <form onSubmit={submit}>
      <input value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="手机号" />
      <input value={nickname} onChange={(e) => setNickname(e.target.value)} placeholder="昵称" />
      <button type="submit">注册</button>
    </form>
  );
}
