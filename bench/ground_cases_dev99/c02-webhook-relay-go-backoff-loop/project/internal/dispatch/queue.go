package dispatch

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"
)

// Queue buffers incoming events and runs a fixed number of delivery workers.
type Queue struct {
	d       *Dispatcher
	events  chan Event
	workers int
	log     *slog.Logger
	wg      sync.WaitGroup
}

func NewQueue(d *Dispatcher, workers, size int, log *slog.Logger) *Queue {
	return &Queue{d: d, events: make(chan Event, size), workers: workers, log: log}
}

// Start launches the workers; they stop when ctx is cancelled.
func (q *Queue) Start(ctx context.Context) {
	for i := 0; i < q.workers; i++ {
		q.wg.Add(1)
		go func() {
			defer q.wg.Done()
			for {
				select {
				case <-ctx.Done():
					return
				case ev := <-q.events:
					if err := q.d.Deliver(ctx, ev); err != nil {
						q.log.Error("event dropped", "event", ev.ID, "err", err)
					}
				}
			}
		}()
	}
}

// Wait blocks until every worker has stopped.
func (q *Queue) Wait() { q.wg.Wait() }

// Handler accepts one JSON event per request; 503 when the queue is full.
func (q *Queue) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var ev Event
		if err := json.NewDecoder(r.Body).Decode(&ev); err != nil || ev.ID == "" || ev.URL == "" {
			http.Error(w, "bad event", http.StatusBadRequest)
			return
		}
		select {
		case q.events <- ev:
			w.WriteHeader(http.StatusAccepted)
		default:
			http.Error(w, "queue full", http.StatusServiceUnavailable)
		}
	})
}
