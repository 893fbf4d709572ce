package relay

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/harbor-labs/hookrelay/internal/store"
)

const maxAttempts = 8

// Run forwards due deliveries to target until ctx is done.
func Run(ctx context.Context, st *store.Store, target string, log *slog.Logger) {
	client := &http.Client{Timeout: 10 * time.Second}
	tick := time.NewTicker(2 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-tick.C:
			for _, e := range st.Due(now) {
				deliver(ctx, client, st, target, e, now, log)
			}
		}
	}
}

func deliver(ctx context.Context, c *http.Client, st *store.Store, target string, e *store.Entry, now time.Time, log *slog.Logger) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target+"/"+e.Key, bytes.NewReader(e.Payload))
	if err != nil {
		log.Error("bad request", "key", e.Key, "err", err)
		st.Done(e.Key)
		return
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err == nil {
		resp.Body.Close()
		if resp.StatusCode < 300 {
			st.Done(e.Key)
			return
		}
	}
	if e.Attempts+1 >= maxAttempts {
		log.Warn("giving up", "key", e.Key, "attempts", e.Attempts+1)
		st.Done(e.Key)
		return
	}
	st.Retry(e.Key, now.Add(backoff(e.Attempts)))
}

func backoff(attempt int) time.Duration {
	d := time.Second << attempt
	if d > 5*time.Minute {
		d = 5 * time.Minute
	}
	return d
}
