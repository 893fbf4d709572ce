package crawler

import (
	"context"
	"net/http"
	"sync"
	"time"

	"example.com/spider/internal/stats"
)

type Crawler struct {
	Client  *http.Client
	Workers int
	Timeout time.Duration
	Status  *stats.Counter
	Latency *stats.Histogram
}

func New(workers int) *Crawler {
	return &Crawler{
		Client:  &http.Client{},
		Workers: workers,
		Timeout: 5 * time.Second,
		Status:  stats.NewCounter(),
		Latency: stats.NewHistogram(),
	}
}

func (c *Crawler) Run(ctx context.Context, urls []string) {
	jobs := make(chan string)
	var wg sync.WaitGroup
	for i := 0; i < c.Workers; i++ {
		wg.Add(1)
		go c.worker(ctx, jobs, &wg)
	}
	for _, u := range urls {
		jobs <- u
	}
	close(jobs)
	wg.Wait()
}

func (c *Crawler) worker(ctx context.Context, jobs <-chan string, wg *sync.WaitGroup) {
	defer wg.Done()
	for u := range jobs {
		start := time.Now()
		res, err := fetchWithTimeout(ctx, c.Client, u, c.Timeout)
		c.Latency.Observe(time.Since(start).Seconds())
		if err != nil {
			c.Status.Inc("error")
			continue
		}
		c.Status.Inc(res.Status)
	}
}
