package poller

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/zhangyu/pollerd/internal/config"
)

type memSink struct {
	mu  sync.Mutex
	got []Result
}

func (m *memSink) Write(_ context.Context, r Result) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.got = append(m.got, r)
	return nil
}

func testConfig(targets ...string) *config.Config {
	return &config.Config{
		Workers:  2,
		Interval: config.Duration{Duration: 20 * time.Millisecond},
		Timeout:  config.Duration{Duration: 10 * time.Millisecond},
		Refresh:  config.Duration{Duration: time.Hour},
		Targets:  targets,
	}
}

func TestCheckOK(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	p := New(testConfig(srv.URL), &memSink{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	r := p.check(context.Background(), srv.URL)
	if r.Err != nil || r.Status != http.StatusNoContent {
		t.Fatalf("got %+v", r)
	}
}

func TestCheckTimeout(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(200 * time.Millisecond):
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	p := New(testConfig(srv.URL), &memSink{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if r := p.check(context.Background(), srv.URL); r.Err != errTimeout {
		t.Fatalf("want errTimeout, got %+v", r)
	}
}

func TestRunStopsOnCancel(t *testing.T) {
	sink := &memSink{}
	p := New(testConfig(), sink, slog.New(slog.NewTextHandler(io.Discard, nil)))
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := p.Run(ctx); err != nil {
		t.Fatal(err)
	}
}
