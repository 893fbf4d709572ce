package robots

import "sync"

// Cache holds parsed robots.txt rules per host.
type Cache struct {
	m sync.Map
}

func (c *Cache) Get(host string) ([]string, bool) {
	v, ok := c.m.Load(host)
	if !ok {
		return nil, false
	}
	return v.([]string), true
}

func (c *Cache) Put(host string, rules []string) {
	c.m.Store(host, rules)
}
