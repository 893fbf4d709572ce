package sink

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
)

type Sample struct {
	Metric      string            `json:"metric"`
	Labels      map[string]string `json:"labels,omitempty"`
	Value       float64           `json:"value"`
	TimestampMs int64             `json:"ts"`
}

// Sink batches samples and posts them as JSON to the remote-write gateway.
type Sink struct {
	url       string
	batchSize int
	client    *http.Client

	mu  sync.Mutex
	buf []Sample
}

func New(url string, batchSize int) *Sink {
	return &Sink{
		url:       url,
		batchSize: batchSize,
		client:    &http.Client{},
	}
}

func (s *Sink) Add(samples []Sample) {
	s.mu.Lock()
	s.buf = append(s.buf, samples...)
	s.mu.Unlock()
}

// FlushIfFull posts the buffer once it holds at least batchSize samples.
func (s *Sink) FlushIfFull(ctx context.Context) error {
	s.mu.Lock()
	full := len(s.buf) >= s.batchSize
	s.mu.Unlock()
	if !full {
		return nil
	}
	return s.Flush(ctx)
}

func (s *Sink) Flush(ctx context.Context) error {
	s.mu.Lock()
	batch := s.buf
	s.buf = nil
	s.mu.Unlock()
	if len(batch) == 0 {
		return nil
	}
	body, err := json.Marshal(batch)
	if err != nil {
		return err
	}
	req, err := http.NewRequest(http.MethodPost, s.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.client.Do(req)
	if err != nil {
		s.requeue(batch)
		return err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	if resp.StatusCode/100 != 2 {
		s.requeue(batch)
		return fmt.Errorf("remote write: HTTP %d", resp.StatusCode)
	}
	return nil
}

func (s *Sink) requeue(batch []Sample) {
	s.mu.Lock()
	s.buf = append(batch, s.buf...)
	s.mu.Unlock()
}
