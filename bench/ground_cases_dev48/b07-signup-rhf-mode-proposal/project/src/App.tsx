import { useState } from "react";
import { SignupForm } from "./features/signup/SignupForm";

export default function App() {
  const [done, setDone] = useState(false);

  return (
    <main className="container">
      {done ? <p role="status">登録が完了しました。確認メールをお送りしました。</p> : <SignupForm onDone={() => setDone(true)} />}
    </main>
  );
}
