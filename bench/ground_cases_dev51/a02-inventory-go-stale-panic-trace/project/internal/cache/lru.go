// Package cache is a small in-process LRU for item lookups, keyed per tenant so all of a
// tenant's entries can be dropped at once when its catalog is reimported.
package cache

import (
	"container/list"
	"expvar"
	"sync"
	"time"
)

// Counters for /debug/vars. Shared by every Cache in the process (there is one).
var (
	hits      = expvar.NewInt("cache_hits")
	misses    = expvar.NewInt("cache_misses")
	evictions = expvar.NewInt("cache_evictions")
)

type entry struct {
	tenant  string
	key     string
	value   []byte
	expires time.Time
}

// Cache is safe for concurrent use.
type Cache struct {
	mu       sync.Mutex
	max      int
	ttl      time.Duration
	ll       *list.List
	items    map[string]*list.Element
	byTenant map[string]map[string]struct{}
	now      func() time.Time
}

func New(max int, ttl time.Duration) *Cache {
	return &Cache{
		max:      max,
		ttl:      ttl,
		ll:       list.New(),
		items:    make(map[string]*list.Element),
		byTenant: make(map[string]map[string]struct{}),
		now:      time.Now,
	}
}

// Warm prepares the per-tenant index for a tenant known at startup.
func (c *Cache) Warm(tenant string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byTenant[tenant] == nil {
		c.byTenant[tenant] = make(map[string]struct{})
	}
}

func fullKey(tenant, key string) string { return tenant + "\x00" + key }

// Get returns the value and whether it was present and fresh.
func (c *Cache) Get(tenant, key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[fullKey(tenant, key)]
	if !ok {
		misses.Add(1)
		return nil, false
	}
	e := el.Value.(*entry)
	if c.now().After(e.expires) {
		c.removeElement(el)
		misses.Add(1)
		return nil, false
	}
	c.ll.MoveToFront(el)
	hits.Add(1)
	return e.value, true
}

// Set stores value under (tenant, key), evicting the least recently used entry when full.
func (c *Cache) Set(tenant, key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	fk := fullKey(tenant, key)
	if el, ok := c.items[fk]; ok {
		e := el.Value.(*entry)
		e.value = value
		e.expires = c.now().Add(c.ttl)
		c.ll.MoveToFront(el)
		return
	}
	el := c.ll.PushFront(&entry{tenant: tenant, key: key, value: value, expires: c.now().Add(c.ttl)})
	c.items[fk] = el
	c.byTenant[tenant][key] = struct{}{}
	if c.ll.Len() > c.max {
		c.removeElement(c.ll.Back())
		evictions.Add(1)
	}
}

// InvalidateTenant drops every entry of one tenant and returns how many there were.
func (c *Cache) InvalidateTenant(tenant string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	keys := c.byTenant[tenant]
	for key := range keys {
		if el, ok := c.items[fullKey(tenant, key)]; ok {
			c.ll.Remove(el)
			delete(c.items, fullKey(tenant, key))
		}
	}
	delete(c.byTenant, tenant)
	return len(keys)
}

// Len is the number of entries, fresh or not.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

func (c *Cache) removeElement(el *list.Element) {
	e := c.ll.Remove(el).(*entry)
	delete(c.items, fullKey(e.tenant, e.key))
	if keys := c.byTenant[e.tenant]; keys != nil {
		delete(keys, e.key)
		if len(keys) == 0 {
			delete(c.byTenant, e.tenant)
		}
	}
}
