package queue

import (
	"context"
	"time"
)

// Job is one queued mail.
type Job struct {
	ID       int64
	Message  Message
	Attempts int
	RunAfter time.Time
}

type Message struct {
	From    string
	To      []string
	Subject string
	Body    string
}

// Queue is what the worker needs from the job store.
type Queue interface {
	Dequeue(ctx context.Context) (*Job, error)
	Ack(ctx context.Context, id int64) error
	Retry(ctx context.Context, id int64, after time.Duration) error
	DeadLetter(ctx context.Context, id int64, reason string) error
	Close()
}
