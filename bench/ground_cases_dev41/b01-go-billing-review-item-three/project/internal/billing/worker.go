package billing

import (
	"context"
	"log/slog"
	"time"
)

type Store interface {
	OpenInvoices(ctx context.Context) ([]*Invoice, error)
	Save(ctx context.Context, inv *Invoice) error
}

type Notifier interface {
	SendOverdue(ctx context.Context, inv *Invoice) error
}

type OverdueWorker struct {
	Store    Store
	Notifier Notifier
	Interval time.Duration
	Log      *slog.Logger
}

func (w *OverdueWorker) Run(ctx context.Context) {
	ticker := time.NewTicker(w.Interval)
	defer ticker.Stop()
	for {
		<-ticker.C
		if err := w.tick(ctx); err != nil {
			w.Log.Error("overdue tick failed", "err", err)
		}
	}
}

func (w *OverdueWorker) tick(ctx context.Context) error {
	invoices, err := w.Store.OpenInvoices(ctx)
	if err != nil {
		return err
	}
	now := time.Now()
	for _, inv := range invoices {
		if !inv.Overdue(now) {
			continue
		}
		err := retry(ctx, 5, func() error {
			return w.Notifier.SendOverdue(ctx, inv)
		})
		if err != nil {
			w.Log.Warn("overdue notice not sent", "invoice", inv.ID, "err", err)
			continue
		}
		w.Log.Info("overdue notice sent", "invoice", inv.ID, "customer", inv.Customer)
	}
	return nil
}
