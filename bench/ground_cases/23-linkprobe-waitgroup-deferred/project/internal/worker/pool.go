package worker

import "sync"

// Pool runs fn over inputs with at most size goroutines at a time and
// returns the results in input order.
type Pool[In, Out any] struct {
	size int
	fn   func(In) Out
}

func NewPool[In, Out any](size int, fn func(In) Out) *Pool[In, Out] {
	if size < 1 {
		size = 1
	}
	return &Pool[In, Out]{size: size, fn: fn}
}

func (p *Pool[In, Out]) Run(inputs []In) []Out {
	results := make([]Out, len(inputs))
	sem := make(chan struct{}, p.size)
	var wg sync.WaitGroup
	for i, in := range inputs {
		sem <- struct{}{}
		go func(i int, in In) {
			wg.Add(1)
			defer wg.Done()
			defer func() { <-sem }()
			results[i] = p.fn(in)
		}(i, in)
	}
	wg.Wait()
	return results
}
