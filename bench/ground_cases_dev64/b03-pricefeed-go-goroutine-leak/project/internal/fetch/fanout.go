package fetch

import (
	"context"
	"errors"
	"sync"
)

type Result struct {
	Source string
	Price  float64
}

// FetchAll asks every source at once and returns the first price that comes back.
// When every source fails it returns all their errors joined.
func FetchAll(ctx context.Context, c *Client, sources []string) (Result, error) {
	results := make(chan Result)
	// Buffered so a failing source never blocks after FetchAll has returned
	// (the receive loop stops early on ctx.Done()).
	errs := make(chan error, len(sources))
	var wg sync.WaitGroup

	for _, src := range sources {
		wg.Add(1)
		go func(src string) {
			defer wg.Done()
			price, err := c.Price(ctx, src)
			if err != nil {
				errs <- err
				return
			}
			results <- Result{Source: src, Price: price}
		}(src)
	}

	var all []error
	for range sources {
		select {
		case r := <-results:
			return r, nil
		case err := <-errs:
			all = append(all, err)
		case <-ctx.Done():
			return Result{}, ctx.Err()
		}
	}
	wg.Wait()
	return Result{}, errors.Join(all...)
}
