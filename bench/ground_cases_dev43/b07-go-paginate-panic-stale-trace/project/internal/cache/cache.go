package cache

import (
	"strings"
	"sync"
	"time"
)

type entry struct {
	body    []byte
	expires time.Time
}

// Cache はプロセス内の TTL キャッシュ（レスポンスの JSON をそのまま持つ）。
type Cache struct {
	mu    sync.RWMutex
	ttl   time.Duration
	items map[string]entry
}

func New(ttl time.Duration) *Cache {
	return &Cache{ttl: ttl, items: make(map[string]entry)}
}

func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.items[key]
	if !ok || time.Now().After(e.expires) {
		return nil, false
	}
	return e.body, true
}

func (c *Cache) Set(key string, body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[key] = entry{body: body, expires: time.Now().Add(c.ttl)}
}

// PurgePrefix は prefix で始まるキーを消す（商品更新の webhook から呼ぶ）。
func (c *Cache) PurgePrefix(prefix string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k := range c.items {
		if strings.HasPrefix(k, prefix) {
			delete(c.items, k)
		}
	}
}
