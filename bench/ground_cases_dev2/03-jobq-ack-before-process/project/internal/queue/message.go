package queue

import "time"

// Message is one job pulled from a stream.
type Message struct {
	ID         string
	Stream     string
	Body       []byte
	Attempts   int
	EnqueuedAt time.Time
}
