package metrics

import "sync"

var (
	mu     sync.Mutex
	counts = map[string]int{}
)

func Inc(name string) {
	mu.Lock()
	defer mu.Unlock()
	counts[name]++
}

func Snapshot() map[string]int {
	mu.Lock()
	defer mu.Unlock()
	out := make(map[string]int, len(counts))
	for k, v := range counts {
		out[k] = v
	}
	return out
}
