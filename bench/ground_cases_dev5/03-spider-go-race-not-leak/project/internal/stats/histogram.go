package stats

import (
	"sort"
	"sync"
)

// Histogram keeps raw observations; fine for a few thousand URLs.
type Histogram struct {
	mu  sync.Mutex
	obs []float64
}

func NewHistogram() *Histogram {
	return &Histogram{}
}

func (h *Histogram) Observe(v float64) {
	h.mu.Lock()
	h.obs = append(h.obs, v)
	h.mu.Unlock()
}

func (h *Histogram) Quantile(q float64) float64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.obs) == 0 {
		return 0
	}
	s := append([]float64(nil), h.obs...)
	sort.Float64s(s)
	return s[int(q*float64(len(s)-1))]
}
