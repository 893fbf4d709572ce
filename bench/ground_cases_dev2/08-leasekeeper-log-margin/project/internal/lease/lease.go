package lease

import (
	"errors"
	"time"
)

// ErrNotHeld is returned by a store when the lease has expired or belongs to another holder.
var ErrNotHeld = errors.New("lease not held")

type Lease struct {
	ID     string
	Holder string
	Expiry time.Time
}

// Expired reports whether the lease has run out at t.
func (l *Lease) Expired(t time.Time) bool {
	return !t.Before(l.Expiry)
}
