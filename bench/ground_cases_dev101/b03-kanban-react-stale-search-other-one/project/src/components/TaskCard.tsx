import type { Status, Task } from "../lib/api";
import { initials, isOverdue } from "../lib/tasks";
import styles from "./TaskCard.module.css";

interface Props {
  task: Task;
  onMove: (id: number, status: Status) => void;
}

const NEXT: Record<Status, Status | null> = { todo: "doing", doing: "done", done: null };

export function TaskCard({ task, onMove }: Props) {
  const next = NEXT[task.status];
  return (
    <article className={styles.card}>
      <h3 className={styles.title} title={task.title}>
        {task.title}
      </h3>
      <footer className={styles.footer}>
        <span className={styles.avatar} title={task.assignee ?? "未割り当て"}>
          {initials(task.assignee)}
        </span>
        {task.due && <time dateTime={task.due}>{task.due.slice(5).replace("-", "/")}</time>}
        {isOverdue(task) && <span className={styles.overdue}>期限切れ</span>}
        {next && (
          <button type="button" className={styles.move} onClick={() => onMove(task.id, next)}>
            →
          </button>
        )}
      </footer>
    </article>
  );
}
