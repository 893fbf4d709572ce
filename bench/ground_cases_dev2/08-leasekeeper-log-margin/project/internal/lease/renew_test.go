package lease

import (
	"testing"
	"time"
)

func TestExpired(t *testing.T) {
	now := time.Now()
	l := &Lease{Expiry: now}
	if !l.Expired(now) {
		t.Fatal("a lease is expired at its expiry time")
	}
}
