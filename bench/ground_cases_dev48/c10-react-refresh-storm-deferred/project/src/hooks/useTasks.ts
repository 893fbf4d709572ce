import { useCallback, useEffect, useState } from 'react';
import { get, patch, post } from '../api/http';

export type Task = { id: string; title: string; columnId: string; position: number };
export type Column = { id: string; title: string };

export function useTasks(boardId: string) {
  const [tasks, setTasks] = useState<Task[]>([]);
  const [columns, setColumns] = useState<Column[]>([]);
  const [members, setMembers] = useState<{ id: string; name: string }[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setLoading(true);
    Promise.all([
      get<Task[]>(`/boards/${boardId}/tasks`),
      get<Column[]>(`/boards/${boardId}/columns`),
      get<{ id: string; name: string }[]>(`/boards/${boardId}/members`),
    ])
      .then(([t, c, m]) => {
        setTasks(t);
        setColumns(c);
        setMembers(m);
      })
      .finally(() => setLoading(false));
  }, [boardId]);

  const addTask = useCallback(
    async (columnId: string, title: string) => {
      const task = await post<Task>(`/boards/${boardId}/tasks`, { columnId, title });
      setTasks((ts) => [...ts, task]);
    },
    [boardId],
  );

  const reorder = useCallback(
    async (columnId: string, orderedIds: string[]) => {
      let previous: Task[] = [];
      setTasks((ts) => {
        previous = ts;
        return ts.map((t) => (t.columnId === columnId ? { ...t, position: orderedIds.indexOf(t.id) } : t));
      });
      try {
        await patch(`/boards/${boardId}/columns/${columnId}/order`, { taskIds: orderedIds });
      } catch {
        setTasks(previous);
      }
    },
    [boardId],
  );

  return { tasks, columns, members, loading, addTask, reorder };
}
