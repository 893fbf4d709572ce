package pipeline

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"sync/atomic"

	"github.com/acme/ingest/internal/cache"
	"github.com/acme/ingest/internal/fetch"
	"github.com/acme/ingest/internal/parse"
)

type Pipeline struct {
	draining atomic.Bool
	cache    *cache.TTLCache
	client   *fetch.Client
	workers  int
	lines    chan string
}

func New(c *cache.TTLCache, client *fetch.Client, workers int) *Pipeline {
	return &Pipeline{cache: c, client: client, workers: workers, lines: make(chan string, 1024)}
}

func (p *Pipeline) Run(ctx context.Context) {
	for i := 0; i < p.workers; i++ {
		go p.worker(ctx)
	}
	<-ctx.Done()
	p.draining.Store(true)
}

func (p *Pipeline) worker(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case line := <-p.lines:
			ev, err := parse.ParseLine(line)
			if err != nil {
				continue
			}
			if _, ok := p.cache.Get(ev.IP); ok {
				continue
			}
			enr, err := p.client.Enrich(ctx, ev.IP)
			if err != nil {
				slog.Warn("enrich failed", "ip", ev.IP, "err", err)
				continue
			}
			b, _ := json.Marshal(enr)
			p.cache.Set(ev.IP, b)
		}
	}
}

func (p *Pipeline) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /lines", func(w http.ResponseWriter, r *http.Request) {
		var batch []string
		if err := json.NewDecoder(r.Body).Decode(&batch); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		for _, l := range batch {
			p.lines <- l
		}
		w.WriteHeader(http.StatusAccepted)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		if p.draining.Load() {
			http.Error(w, "draining", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ok"))
	})
	return mux
}
