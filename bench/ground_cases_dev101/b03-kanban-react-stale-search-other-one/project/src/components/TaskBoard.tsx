import { useMemo, useState } from "react";
import { useDebounced } from "../hooks/useDebounced";
import { useTasks } from "../hooks/useTasks";
import { COLUMNS, groupByStatus } from "../lib/tasks";
import { TaskCard } from "./TaskCard";

export function TaskBoard({ me }: { me: string }) {
  const [query, setQuery] = useState("");
  const [onlyMine, setOnlyMine] = useState(false);
  const debounced = useDebounced(query, 250);
  const { tasks, loading, error, move } = useTasks(debounced);

  const visible = useMemo(
    () => tasks.filter((t) => !onlyMine || t.assignee === me),
    [tasks, onlyMine, me],
  );
  const columns = useMemo(() => groupByStatus(visible), [visible]);

  return (
    <main className="board">
      <header className="toolbar">
        <input
          type="search"
          placeholder="タスクを検索"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <label>
          <input type="checkbox" checked={onlyMine} onChange={(e) => setOnlyMine(e.target.checked)} />
          自分の担当だけ
        </label>
        {loading && <span className="spinner" aria-label="読み込み中" />}
      </header>
      {error && <p className="error">読み込みに失敗しました: {error.message}</p>}
      <div className="columns">
        {COLUMNS.map((c) => (
          <section key={c.status} className="column">
            <h2>
              {c.label} <small>{columns[c.status].length}</small>
            </h2>
            {columns[c.status].map((t) => (
              <TaskCard key={t.id} task={t} onMove={move} />
            ))}
          </section>
        ))}
      </div>
    </main>
  );
}
