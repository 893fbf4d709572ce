package quota

import (
	"errors"
	"fmt"
	"sync"
)

// ErrQuota is returned (wrapped) when an upload would exceed the tenant's quota.
var ErrQuota = errors.New("quota")

// Checker tracks bytes used per tenant against a limit configured in MiB.
type Checker struct {
	mu       sync.Mutex
	limitMiB map[string]int64
	used     map[string]int64 // bytes
}

func NewChecker(limitMiB, usedBytes map[string]int64) *Checker {
	return &Checker{limitMiB: limitMiB, used: usedBytes}
}

// Reserve checks that incoming more bytes fit and, if so, counts them as used.
func (c *Checker) Reserve(tenantID string, incoming int64) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	limit, ok := c.limitMiB[tenantID]
	if !ok {
		return fmt.Errorf("%w: unknown tenant %q", ErrQuota, tenantID)
	}
	limitBytes := limit * MiB
	used := c.used[tenantID]
	if used+incoming*KiB > limitBytes {
		return fmt.Errorf("%w: storage quota exceeded: used %s of %s", ErrQuota, human(used), human(limitBytes))
	}
	c.used[tenantID] = used + incoming
	return nil
}

// Release gives back bytes when an upload fails or a file is deleted.
func (c *Checker) Release(tenantID string, n int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.used[tenantID] -= n
	if c.used[tenantID] < 0 {
		c.used[tenantID] = 0
	}
}
