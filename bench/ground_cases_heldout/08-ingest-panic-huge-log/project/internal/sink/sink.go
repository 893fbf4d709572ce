// Package sink delivers batches of records to their destination.
package sink

import (
	"context"
	"encoding/json"
)

// Record is one message from the queue.
type Record struct {
	Key     string          `json:"key"`
	Seq     int64           `json:"seq"`
	Payload json.RawMessage `json:"payload"`
}

// Sink writes records. Write returns how many leading records of batch were
// accepted; when err != nil that count may be anything from 0 to len(batch).
type Sink interface {
	Write(ctx context.Context, batch []Record) (int, error)
}
