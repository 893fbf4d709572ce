// Package queue is an in-memory job queue with delayed retries and
// lease-based claiming, used by jobqd.
package queue

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

type State int

const (
	StatePending State = iota
	StateRunning
	StateDone
	StateFailed
)

func (s State) String() string {
	switch s {
	case StatePending:
		return "pending"
	case StateRunning:
		return "running"
	case StateDone:
		return "done"
	case StateFailed:
		return "failed"
	}
	return fmt.Sprintf("State(%d)", int(s))
}

type Job struct {
	ID       string
	Kind     string
	Payload  []byte
	State    State
	Attempts int
	RunAt    time.Time
	Worker   string
	LeasedAt time.Time
	LastErr  string
}

var ErrNotFound = errors.New("queue: job not found")

type Queue struct {
	mu          sync.Mutex
	jobs        map[string]*Job
	order       []string // insertion order, so older jobs are claimed first
	maxAttempts int
	lease       time.Duration
	now         func() time.Time
}

func New(maxAttempts int, lease time.Duration) *Queue {
	return &Queue{
		jobs:        make(map[string]*Job),
		maxAttempts: maxAttempts,
		lease:       lease,
		now:         time.Now,
	}
}

func (q *Queue) Enqueue(id, kind string, payload []byte, runAt time.Time) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if _, ok := q.jobs[id]; ok {
		return fmt.Errorf("queue: duplicate job id %q", id)
	}
	q.jobs[id] = &Job{ID: id, Kind: kind, Payload: payload, State: StatePending, RunAt: runAt}
	q.order = append(q.order, id)
	return nil
}

// Complete records the outcome of a claimed job. A failed job is retried with
// exponential backoff until maxAttempts is reached.
func (q *Queue) Complete(id string, runErr error) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	j, ok := q.jobs[id]
	if !ok {
		return ErrNotFound
	}
	if runErr == nil {
		j.State = StateDone
		j.LastErr = ""
		completedTotal.Add(1)
		return nil
	}
	j.LastErr = runErr.Error()
	if j.Attempts >= q.maxAttempts {
		j.State = StateFailed
		failedTotal.Add(1)
		return nil
	}
	j.State = StatePending
	j.Worker = ""
	j.RunAt = q.now().Add(backoff(j.Attempts))
	retriedTotal.Add(1)
	return nil
}

// Snapshot returns copies of all jobs sorted by ID, for the admin endpoint.
func (q *Queue) Snapshot() []Job {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := make([]Job, 0, len(q.jobs))
	for _, j := range q.jobs {
		out = append(out, *j)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].ID < out[b].ID })
	return out
}

func backoff(attempts int) time.Duration {
	d := time.Second << (attempts - 1)
	if d > 5*time.Minute || d <= 0 {
		d = 5 * time.Minute
	}
	return d
}
