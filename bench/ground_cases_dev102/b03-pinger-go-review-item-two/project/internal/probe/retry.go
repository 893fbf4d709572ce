package probe

import (
	"context"
	"net/http"
	"time"
)

const baseDelay = 200 * time.Millisecond

type Result struct {
	Target   string
	Status   int
	Attempts int
	Err      error
}

func Check(ctx context.Context, client *http.Client, target string, retries int) Result {
	var last Result
	for attempt := 0; attempt <= retries; attempt++ {
		last = once(ctx, client, target)
		last.Attempts = attempt + 1
		if last.Err == nil && last.Status < 500 {
			return last
		}
		select {
		case <-ctx.Done():
			last.Err = ctx.Err()
			return last
		case <-time.After(time.Duration(attempt+1) * baseDelay):
		}
	}
	return last
}

func once(ctx context.Context, client *http.Client, target string) Result {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return Result{Target: target, Err: err}
	}
	resp, err := client.Do(req)
	if err != nil {
		return Result{Target: target, Err: err}
	}
	defer resp.Body.Close()
	return Result{Target: target, Status: resp.StatusCode}
}
