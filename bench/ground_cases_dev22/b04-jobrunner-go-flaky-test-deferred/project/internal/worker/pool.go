package worker

import (
	"context"
	"sync"
)

type Job func(ctx context.Context) error

type Pool struct {
	jobs   chan Job
	wg     sync.WaitGroup
	mu     sync.Mutex
	errs   []error
	closed bool
}

func NewPool(size int) *Pool {
	p := &Pool{jobs: make(chan Job, 64)}
	for i := 0; i < size; i++ {
		p.wg.Add(1)
		go p.loop()
	}
	return p
}

func (p *Pool) loop() {
	defer p.wg.Done()
	for job := range p.jobs {
		if err := job(context.Background()); err != nil {
			p.mu.Lock()
			p.errs = append(p.errs, err)
			p.mu.Unlock()
		}
	}
}

func (p *Pool) Submit(j Job) { p.jobs <- j }

// Close stops accepting jobs and waits until every submitted job has finished.
func (p *Pool) Close() []error {
	p.mu.Lock()
	if !p.closed {
		p.closed = true
		close(p.jobs)
	}
	p.mu.Unlock()
	p.wg.Wait()
	return p.errs
}
