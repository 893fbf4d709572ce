package batch

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"time"
)

// Shipment は出荷待ちの1件。
type Shipment struct {
	ID         int64
	OrderID    int64
	Carrier    string
	Prefecture string
	WeightG    int
	ShipDate   time.Time
}

type Store interface {
	PendingShipments(ctx context.Context, date time.Time) ([]Shipment, error)
	MarkDispatched(ctx context.Context, ids []int64) error
}

type Runner struct {
	Store  Store
	Out    io.Writer
	Log    *slog.Logger
	// DryRun のときは MarkDispatched を呼ばない。
	DryRun bool
}

// Run は date の出荷待ちを集計して出荷済みにする。
func (r *Runner) Run(ctx context.Context, date time.Time) (Summary, error) {
	started := time.Now()
	pending, err := r.Store.PendingShipments(ctx, date)
	if err != nil {
		return Summary{}, fmt.Errorf("load pending: %w", err)
	}

	var ok []Shipment
	skipped := 0
	for _, sh := range pending {
		if sh.Carrier == "" || sh.Prefecture == "" {
			skipped++
			r.Log.Warn("skip shipment without carrier/prefecture", "id", sh.ID, "order", sh.OrderID)
			continue
		}
		ok = append(ok, sh)
	}

	ids := make([]int64, 0, len(ok))
	for _, sh := range ok {
		ids = append(ids, sh.ID)
	}
	if r.DryRun {
		r.Log.Info("dry-run: skip MarkDispatched", "count", len(ids))
	} else if err := r.Store.MarkDispatched(ctx, ids); err != nil {
		return Summary{}, fmt.Errorf("mark dispatched: %w", err)
	}

	sum := summarize(ok, skipped, started)
	if _, err := sum.WriteTo(r.Out); err != nil {
		return sum, fmt.Errorf("write summary: %w", err)
	}
	return sum, nil
}
