package fx

import (
	"encoding/json"
	"net/http"
	"time"
)

// Cache keeps the latest quote per pair. Written by the refresher, read by the handler.
type Cache struct {
	rates map[string]Rate
	seen  time.Time
}

func NewCache() *Cache {
	return &Cache{rates: make(map[string]Rate)}
}

func (c *Cache) Set(rates []Rate) {
	for _, r := range rates {
		c.rates[r.Pair] = r
	}
	c.seen = time.Now()
}

func (c *Cache) Get(pair string) (Rate, bool) {
	r, ok := c.rates[pair]
	return r, ok
}

func (c *Cache) Age() time.Duration {
	return time.Since(c.seen)
}

type Handler struct {
	cache *Cache
}

func NewHandler(cache *Cache) *Handler { return &Handler{cache: cache} }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	pair := r.PathValue("pair")
	rate, ok := h.cache.Get(pair)
	if !ok {
		http.Error(w, "unknown pair", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Cache-Age", h.cache.Age().Round(time.Second).String())
	_ = json.NewEncoder(w).Encode(rate)
}
