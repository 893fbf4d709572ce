package cache

import (
	"encoding/json"
	"sync"
	"time"
)

type Request struct {
	ReportID string `json:"report_id"`
	Filter   string `json:"filter"`
	Sort     string `json:"sort"`
	Locale   string `json:"locale"`
}

type Report struct {
	ID   string     `json:"id"`
	Rows [][]string `json:"rows"`
}

type entry struct {
	rep     Report
	expires time.Time
}

type Cache struct {
	mu    sync.Mutex
	items map[string]entry
	max   int
	ttl   time.Duration
}

func New(max int, ttl time.Duration) *Cache {
	return &Cache{items: make(map[string]entry, max), max: max, ttl: ttl}
}

func cacheKey(req Request) string {
	b, _ := json.Marshal(req)
	return string(b)
}

func (c *Cache) Get(req Request) (Report, bool) {
	k := cacheKey(req)
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[k]
	if !ok || time.Now().After(e.expires) {
		return Report{}, false
	}
	return e.rep, true
}

func (c *Cache) Put(req Request, rep Report) {
	k := cacheKey(req)
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.items) >= c.max {
		for old := range c.items {
			delete(c.items, old)
			break
		}
	}
	c.items[k] = entry{rep: rep, expires: time.Now().Add(c.ttl)}
}
