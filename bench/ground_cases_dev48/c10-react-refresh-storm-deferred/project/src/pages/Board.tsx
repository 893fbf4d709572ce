import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext } from '@dnd-kit/sortable';
import TaskColumn from '../components/TaskColumn';
import { ThemeToggle } from '../context/ThemeContext';
import { useAuth } from '../context/AuthContext';
import { useTasks } from '../hooks/useTasks';

export default function Board() {
  const { user, logout } = useAuth();
  const { tasks, columns, loading, addTask, reorder } = useTasks('default');

  function onDragEnd(e: DragEndEvent) {
    const from = e.active.data.current?.columnId as string | undefined;
    if (!from || !e.over || e.active.id === e.over.id) return;
    const ids = tasks.filter((t) => t.columnId === from).sort((a, b) => a.position - b.position).map((t) => t.id);
    const next = arrayMove(ids, ids.indexOf(String(e.active.id)), ids.indexOf(String(e.over.id)));
    reorder(from, next);
  }

  return (
    <div className="board">
      <header className="board__header">
        <h1>任务看板</h1>
        <span>{user?.name}</span>
        <ThemeToggle />
        <button type="button" onClick={logout}>退出</button>
      </header>
      {loading ? (
        <p>加载中…</p>
      ) : (
        <DndContext onDragEnd={onDragEnd}>
          {columns.map((c) => (
            <SortableContext key={c.id} items={tasks.filter((t) => t.columnId === c.id).map((t) => t.id)}>
              <TaskColumn column={c} tasks={tasks.filter((t) => t.columnId === c.id)} onAdd={addTask} />
            </SortableContext>
          ))}
        </DndContext>
      )}
    </div>
  );
}
