// Package metrics keeps in-process counters and histograms for pulse and renders
// them in the Prometheus text exposition format on /metrics.
package metrics

import (
	"fmt"
	"io"
	"sort"
	"sync"

	"github.com/northwind/pulse/internal/config"
)

// DefaultBuckets are used when the config names none (seconds).
var DefaultBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

// Counter only goes up.
type Counter struct {
	value float64
}

// Histogram counts samples per upper bound; the last slot is +Inf.
type Histogram struct {
	bounds []float64
	counts []uint64
	sum    float64
	total  uint64
}

// Registry is safe for concurrent use.
type Registry struct {
	mu         sync.Mutex
	counters   map[string]*Counter
	histograms map[string]*Histogram
	buckets    []float64
}

// NewRegistry returns an empty registry with the default buckets.
func NewRegistry() *Registry {
	return &Registry{
		counters:   make(map[string]*Counter),
		histograms: make(map[string]*Histogram),
		buckets:    DefaultBuckets,
	}
}

// NewRegistryFromConfig returns a registry whose histogram buckets come from cfg.
func NewRegistryFromConfig(cfg config.Metrics) *Registry {
	buckets := append([]float64(nil), cfg.Buckets...)
	if len(buckets) == 0 {
		buckets = DefaultBuckets
	}
	sort.Float64s(buckets)
	return &Registry{counters: make(map[string]*Counter), buckets: buckets}
}

// Inc adds delta to the named counter, creating it on first use.
func (r *Registry) Inc(name string, delta float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	c, ok := r.counters[name]
	if !ok {
		c = &Counter{}
		r.counters[name] = c
	}
	c.value += delta
}

// Observe records one sample in the named histogram, creating it on first use.
func (r *Registry) Observe(name string, v float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	h, ok := r.histograms[name]
	if !ok {
		h = &Histogram{bounds: r.buckets, counts: make([]uint64, len(r.buckets)+1)}
		r.histograms[name] = h
	}
	i := sort.SearchFloat64s(h.bounds, v)
	h.counts[i]++
	h.sum += v
	h.total++
}

// WriteText renders every metric, sorted by name.
func (r *Registry) WriteText(w io.Writer) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	names := make([]string, 0, len(r.counters))
	for name := range r.counters {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if _, err := fmt.Fprintf(w, "# TYPE %s counter\n%s %g\n", name, name, r.counters[name].value); err != nil {
			return err
		}
	}
	hnames := make([]string, 0, len(r.histograms))
	for name := range r.histograms {
		hnames = append(hnames, name)
	}
	sort.Strings(hnames)
	for _, name := range hnames {
		h := r.histograms[name]
		fmt.Fprintf(w, "# TYPE %s histogram\n", name)
		var cum uint64
		for i, b := range h.bounds {
			cum += h.counts[i]
			fmt.Fprintf(w, "%s_bucket{le=\"%g\"} %d\n", name, b, cum)
		}
		fmt.Fprintf(w, "%s_bucket{le=\"+Inf\"} %d\n%s_sum %g\n%s_count %d\n", name, h.total, name, h.sum, name, h.total)
	}
	return nil
}
