import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { TaskBoard } from "./components/TaskBoard";
import { useLocalStorage } from "./hooks/useDebounced";
import "./index.css";

function App() {
  const [me, setMe] = useLocalStorage("kanban.me", "");
  const [draft, setDraft] = useState(me);

  if (!me) {
    return (
      <form
        className="login"
        onSubmit={(e) => {
          e.preventDefault();
          setMe(draft.trim());
        }}
      >
        <label>
          あなたの名前
          <input value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" disabled={!draft.trim()}>
          はじめる
        </button>
      </form>
    );
  }
  return <TaskBoard me={me} />;
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
