package poller

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/zhangyu/pollerd/internal/config"
)

var errTimeout = errors.New("probe timed out")

// Result is one probe of one target.
type Result struct {
	Target  string
	Status  int
	Latency time.Duration
	Err     error
	At      time.Time
}

// Sink receives every result.
type Sink interface {
	Write(ctx context.Context, r Result) error
}

// Poller probes the configured targets on a fixed interval with a pool of workers.
type Poller struct {
	cfg    *config.Config
	client *http.Client
	sink   Sink
	log    *slog.Logger

	mu          sync.Mutex
	targets     []string
	stopRefresh context.CancelFunc
}

func New(cfg *config.Config, sink Sink, log *slog.Logger) *Poller {
	return &Poller{cfg: cfg, client: &http.Client{}, sink: sink, log: log, targets: cfg.Targets}
}

// Run blocks until ctx is cancelled.
func (p *Poller) Run(ctx context.Context) error {
	results := make(chan Result, p.cfg.Workers)
	var wg sync.WaitGroup
	for i := 0; i < p.cfg.Workers; i++ {
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			p.worker(ctx, id, results)
		}(i)
	}
	p.SetRefresh(ctx, p.cfg.Refresh.Duration)

	for {
		select {
		case <-ctx.Done():
			wg.Wait()
			return nil
		case r := <-results:
			if err := p.sink.Write(ctx, r); err != nil {
				p.log.Warn("sink write failed", "target", r.Target, "err", err)
			}
		}
	}
}

// RunOnce probes every target once, writes the results and returns; for cron.
func (p *Poller) RunOnce(ctx context.Context) error {
	var firstErr error
	for _, t := range p.targets {
		if err := p.sink.Write(ctx, p.check(ctx, t)); err != nil && firstErr == nil {
			firstErr = err
		}
	}
	return firstErr
}

func (p *Poller) worker(ctx context.Context, id int, out chan<- Result) {
	tick := time.NewTicker(p.cfg.Interval.Duration)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			for _, t := range p.shard(id) {
				select {
				case out <- p.check(ctx, t):
				case <-ctx.Done():
					return
				}
			}
		}
	}
}

// shard returns the targets worker id is responsible for.
func (p *Poller) shard(id int) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var mine []string
	for i, t := range p.targets {
		if i%p.cfg.Workers == id {
			mine = append(mine, t)
		}
	}
	return mine
}

func (p *Poller) check(ctx context.Context, target string) Result {
	ctx, cancel := context.WithTimeout(ctx, p.cfg.Timeout.Duration)
	defer cancel()
	r := p.probe(ctx, target)
	if errors.Is(r.Err, context.DeadlineExceeded) {
		r.Err = errTimeout
	}
	return r
}

func (p *Poller) probe(ctx context.Context, target string) Result {
	start := time.Now()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return Result{Target: target, Err: err, At: start}
	}
	resp, err := p.client.Do(req)
	if err != nil {
		return Result{Target: target, Err: err, At: start, Latency: time.Since(start)}
	}
	resp.Body.Close()
	return Result{Target: target, Status: resp.StatusCode, At: start, Latency: time.Since(start)}
}

// SetRefresh (re)starts the loop that re-reads the target list; main calls it again on SIGHUP.
func (p *Poller) SetRefresh(ctx context.Context, every time.Duration) {
	p.mu.Lock()
	if p.stopRefresh != nil {
		p.stopRefresh()
	}
	rctx, cancel := context.WithCancel(ctx)
	p.stopRefresh = cancel
	p.mu.Unlock()
	go p.refreshLoop(rctx, every)
}

func (p *Poller) refreshLoop(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			targets, err := config.LoadTargets(p.cfg.TargetsFile)
			if err != nil {
				p.log.Warn("reload targets", "err", err)
				continue
			}
			p.mu.Lock()
			p.targets = targets
			p.mu.Unlock()
			p.log.Info("targets reloaded", "n", len(targets))
		}
	}
}
