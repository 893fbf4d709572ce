package task

import "time"

type Status string

const (
	StatusOpen   Status = "open"
	StatusDone   Status = "done"
	StatusClosed Status = "closed"
)

// Task is one item on a board. Due is a calendar day, stored as midnight in
// the board's location.
type Task struct {
	ID       int64     `json:"id"`
	Title    string    `json:"title"`
	Status   Status    `json:"status"`
	Due      time.Time `json:"due"`
	Assignee string    `json:"assignee,omitempty"`
}

// IsOverdue reports whether an open task has passed its due day.
func (t Task) IsOverdue(now time.Time) bool {
	if t.Status != StatusOpen || t.Due.IsZero() {
		return false
	}
	return t.Due.Before(now)
}

func ValidStatus(s string) bool {
	switch Status(s) {
	case StatusOpen, StatusDone, StatusClosed:
		return true
	}
	return false
}
