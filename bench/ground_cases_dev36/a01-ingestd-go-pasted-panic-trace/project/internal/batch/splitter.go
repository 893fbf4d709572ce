package batch

import (
	"errors"
	"fmt"

	"github.com/lumen/ingest/internal/metrics"
)

// ErrDone is returned by Next once every record has been handed out.
var ErrDone = errors.New("batch: done")

// Record is one row of an ingest job, already read from the export file.
type Record struct {
	Key     string
	Payload []byte
}

// Splitter hands out a job's records in fixed-size batches.
type Splitter struct {
	items []Record
	size  int
	pos   int
}

// NewSplitter returns a Splitter over items with batches of size records.
func NewSplitter(items []Record, size int) (*Splitter, error) {
	if size <= 0 {
		return nil, fmt.Errorf("batch: size must be positive, got %d", size)
	}
	return &Splitter{items: items, size: size}, nil
}

// Remaining reports how many records have not been handed out yet.
func (s *Splitter) Remaining() int {
	return len(s.items) - s.pos
}

// Next returns the next batch. The last batch may be shorter than size.
func (s *Splitter) Next() ([]Record, error) {
	if s.pos >= len(s.items) {
		return nil, ErrDone
	}
	batch := s.items[s.pos : s.pos+s.size]
	s.pos += len(batch)
	metrics.BatchesEmitted.Inc()
	metrics.BatchSize.Observe(float64(len(batch)))
	return batch, nil
}

// Reset starts over from the first record.
func (s *Splitter) Reset() {
	s.pos = 0
}

// Batches is how many batches Next will return in total.
func (s *Splitter) Batches() int {
	return (len(s.items) + s.size - 1) / s.size
}
