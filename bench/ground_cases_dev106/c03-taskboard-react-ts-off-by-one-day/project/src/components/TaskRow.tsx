import { useState } from "react";
import { Task, toggleDone } from "../api/tasks";
import { dueLabel, formatDue, isOverdue } from "../utils/date";

interface Props {
  task: Task;
  onChange(task: Task): void;
}

export function TaskRow({ task, onChange }: Props) {
  const [busy, setBusy] = useState(false);

  async function handleToggle() {
    setBusy(true);
    try {
      onChange(await toggleDone(task));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={task.done ? "task task--done" : "task"}>
      <input type="checkbox" checked={task.done} disabled={busy} onChange={handleToggle} />
      <span className="task__title">{task.title}</span>
      <span
        className={!task.done && isOverdue(task.due) ? "task__due task__due--overdue" : "task__due"}
        title={dueLabel(task.due)}
      >
        {formatDue(task.due)}
      </span>
      {task.assignee && <span className="task__assignee">@{task.assignee}</span>}
    </li>
  );
}
