import { DueBadge } from "./DueBadge";

export type Task = {
  id: string;
  title: string;
  dueDate: string | null;
  done: boolean;
  assignee?: string;
};

export function TaskRow({ task, onToggle }: { task: Task; onToggle: (id: string) => void }) {
  return (
    <li className={task.done ? "task task--done" : "task"}>
      <input type="checkbox" checked={task.done} onChange={() => onToggle(task.id)} />
      <span className="task__title">{task.title}</span>
      {task.assignee && <span className="task__assignee">{task.assignee}</span>}
      {!task.done && <DueBadge dueDate={task.dueDate} />}
    </li>
  );
}
