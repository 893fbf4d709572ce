package scrape

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/hollis-ops/scraped/internal/config"
)

func TestFanoutCollectsAll(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "# HELP up whether the target is up")
		fmt.Fprintln(w, "up 1")
	}))
	defer srv.Close()
	var targets []config.Target
	for i := 0; i < 20; i++ {
		targets = append(targets, config.Target{Name: fmt.Sprint("t", i), URL: srv.URL})
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	got := (&Fanout{workers: 4, timeout: time.Second}).Run(ctx, targets)
	if len(got) != len(targets) {
		t.Fatalf("got %d results, want %d", len(got), len(targets))
	}
	for _, r := range got {
		if r.err != nil || len(r.samples) != 1 {
			t.Fatalf("%s: err=%v samples=%d", r.target, r.err, len(r.samples))
		}
	}
}
