package task

import (
	"errors"
	"sort"
	"sync"
	"time"
)

var ErrNotFound = errors.New("task not found")

type Store struct {
	mu     sync.Mutex
	nextID int64
	tasks  map[int64]*Task
}

func NewStore() *Store {
	return &Store{nextID: 1, tasks: make(map[int64]*Task)}
}

// List returns the tasks; done filters on the done flag when it is not nil.
func (s *Store) List(done *bool) []Task {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Task, 0, len(s.tasks))
	for _, t := range s.tasks {
		if done != nil && t.Done != *done {
			continue
		}
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].DueDate, out[j].DueDate
		switch {
		case a == nil && b == nil:
			return out[i].ID < out[j].ID
		case a == nil:
			return false
		case b == nil:
			return true
		case !a.Equal(b.Time):
			return a.Before(b.Time)
		}
		return out[i].ID < out[j].ID
	})
	return out
}

func (s *Store) Create(req createRequest) Task {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := &Task{ID: s.nextID, Title: req.Title, Note: req.Note, DueDate: req.DueDate, CreatedAt: time.Now().UTC()}
	s.tasks[t.ID] = t
	s.nextID++
	return *t
}

func (s *Store) Complete(id int64) (Task, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tasks[id]
	if !ok {
		return Task{}, ErrNotFound
	}
	t.Done = true
	return *t, nil
}

func (s *Store) Delete(id int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.tasks[id]; !ok {
		return ErrNotFound
	}
	delete(s.tasks, id)
	return nil
}
