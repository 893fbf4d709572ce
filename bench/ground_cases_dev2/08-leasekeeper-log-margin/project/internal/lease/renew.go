package lease

import (
	"context"
	"log/slog"
	"strings"
	"time"
)

// Renewer keeps a set of leases alive by extending each one shortly before it expires.
type Renewer struct {
	store  Store
	ttl    time.Duration
	margin time.Duration
	log    *slog.Logger
}

func NewRenewer(s Store, ttl, margin time.Duration, log *slog.Logger) *Renewer {
	return &Renewer{store: s, ttl: ttl, margin: margin, log: log}
}

func (r *Renewer) Run(ctx context.Context, names string) {
	leases := map[string]*Lease{}
	for _, n := range strings.Split(names, ",") {
		leases[n] = &Lease{ID: n, Expiry: time.Now().Add(r.ttl)}
	}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			for _, l := range leases {
				_ = r.maybeRenew(ctx, l)
			}
		}
	}
}

// maybeRenew extends l once it is within r.margin of expiring.
func (r *Renewer) maybeRenew(ctx context.Context, l *Lease) error {
	if time.Now().Before(l.Expiry.Add(r.margin)) {
		return nil // not due yet
	}
	expiry, err := r.store.Extend(ctx, l.ID, r.ttl)
	if err != nil {
		r.log.Error("lease expired before renewal", "lease", l.ID, "err", err)
		return err
	}
	l.Expiry = expiry
	r.log.Debug("lease renewed", "lease", l.ID, "until", expiry)
	return nil
}
