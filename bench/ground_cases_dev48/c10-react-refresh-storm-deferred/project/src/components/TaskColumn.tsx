import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import type { Column, Task } from '../hooks/useTasks';

function TaskCard({ task }: { task: Task }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: task.id,
    data: { columnId: task.columnId },
  });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} {...attributes} {...listeners}>
      {task.title}
    </li>
  );
}

type Props = { column: Column; tasks: Task[]; onAdd: (columnId: string, title: string) => Promise<void> };

export default function TaskColumn({ column, tasks, onAdd }: Props) {
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState('');
  const sorted = [...tasks].sort((a, b) => a.position - b.position);

  async function submit() {
    if (!title.trim()) return;
    await onAdd(column.id, title.trim());
    setTitle('');
    setAdding(false);
  }

  return (
    <section role="region" aria-label={column.title} className="column">
      <h2>{column.title}</h2>
      <ul>
        {sorted.map((t) => (
          <TaskCard key={t.id} task={t} />
        ))}
      </ul>
      {adding ? (
        <input autoFocus value={title} onChange={(e) => setTitle(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && submit()} />
      ) : (
        <button type="button" onClick={() => setAdding(true)}>添加任务</button>
      )}
    </section>
  );
}
