package crawler

import (
	"context"
	"errors"
	"net/http"
	"time"
)

var ErrTimeout = errors.New("fetch timed out")

type result struct {
	Status string
}

func fetchWithTimeout(ctx context.Context, client *http.Client, url string, d time.Duration) (*result, error) {
	ch := make(chan *result)
	errc := make(chan error, 1)
	go func() {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			errc <- err
			return
		}
		resp, err := client.Do(req)
		if err != nil {
			errc <- err
			return
		}
		defer resp.Body.Close()
		ch <- &result{Status: resp.Status[:3]}
	}()
	select {
	case r := <-ch:
		return r, nil
	case err := <-errc:
		return nil, err
	case <-time.After(d):
		return nil, ErrTimeout
	}
}
