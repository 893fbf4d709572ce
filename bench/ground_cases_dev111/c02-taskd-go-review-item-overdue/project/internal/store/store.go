package store

import (
	"sort"
	"sync"

	"github.com/qiaoyu/taskd/internal/task"
)

type Memory struct {
	mu    sync.RWMutex
	tasks map[int64]task.Task
	next  int64
}

func NewMemory() *Memory {
	return &Memory{tasks: map[int64]task.Task{}, next: 1}
}

func (m *Memory) Add(t task.Task) task.Task {
	m.mu.Lock()
	defer m.mu.Unlock()
	t.ID = m.next
	m.next++
	m.tasks[t.ID] = t
	return t
}

func (m *Memory) List() []task.Task {
	m.mu.RLock()
	defer m.mu.RUnlock()
	out := make([]task.Task, 0, len(m.tasks))
	for _, t := range m.tasks {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
