package pool

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/acme/feedsync/internal/fetch"
)

// Result is what a worker reports for one feed.
type Result struct {
	FeedID int64
	Items  []fetch.Item
	Err    error
}

// Pool fetches feeds with a fixed number of workers.
type Pool struct {
	client  *fetch.Client
	jobs    chan fetch.Feed
	results chan Result
	wg      sync.WaitGroup
	log     *slog.Logger
}

// New starts `workers` goroutines that fetch whatever is submitted.
func New(client *fetch.Client, workers int, log *slog.Logger) *Pool {
	p := &Pool{
		client:  client,
		jobs:    make(chan fetch.Feed),
		results: make(chan Result, workers),
		log:     log,
	}
	p.wg.Add(workers)
	for i := 0; i < workers; i++ {
		go p.worker(i)
	}
	return p
}

func (p *Pool) worker(id int) {
	defer p.wg.Done()
	for feed := range p.jobs {
		ctx, cancel := context.WithTimeout(context.Background(), p.client.Timeout)
		start := time.Now()
		items, err := p.client.Fetch(ctx, feed)
		cancel()
		p.log.Debug("fetched", "worker", id, "feed", feed.ID, "took", time.Since(start))
		if err != nil {
			p.log.Warn("fetch failed", "worker", id, "feed", feed.ID, "err", err)
		}
		p.results <- Result{FeedID: feed.ID, Items: items, Err: err}
	}
}

// Submit queues a feed. It blocks while every worker is busy.
func (p *Pool) Submit(feed fetch.Feed) { p.jobs <- feed }

// Results is closed by Close once every worker has stopped.
func (p *Pool) Results() <-chan Result { return p.results }

// Close stops accepting feeds and waits for the workers to finish.
func (p *Pool) Close() {
	close(p.jobs)
	close(p.results)
	p.wg.Wait()
}
