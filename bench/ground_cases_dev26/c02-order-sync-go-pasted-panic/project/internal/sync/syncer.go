package sync

import (
	"context"
	"fmt"

	"go.uber.org/zap"

	"github.com/hekou/order-sync/internal/client"
	"github.com/hekou/order-sync/internal/model"
	"github.com/hekou/order-sync/internal/store"
)

type Syncer struct {
	store    *store.Orders
	erp      *client.ERP
	log      *zap.Logger
	pageSize int
}

func New(s *store.Orders, erp *client.ERP, log *zap.Logger, pageSize int) *Syncer {
	return &Syncer{store: s, erp: erp, log: log, pageSize: pageSize}
}

// Run pushes every order changed since the last checkpoint to the ERP.
func (s *Syncer) Run(ctx context.Context) error {
	orders, err := s.store.ChangedSinceCheckpoint(ctx)
	if err != nil {
		return fmt.Errorf("load changed orders: %w", err)
	}
	if len(orders) == 0 {
		return nil
	}
	sortForPush(orders)
	pages := PageCount(len(orders), s.pageSize)
	for page := 0; page < pages; page++ {
		if err := s.pushBatch(ctx, orders, page); err != nil {
			return err
		}
	}
	return s.store.SaveCheckpoint(ctx, orders[len(orders)-1].UpdatedAt)
}

func (s *Syncer) pushBatch(ctx context.Context, orders []model.Order, page int) error {
	batch := pageWindow(orders, page, s.pageSize)
	if len(batch) == 0 {
		return nil
	}
	s.log.Info("push batch", zap.Int("page", page), zap.Int("size", len(batch)))
	if err := s.erp.PushOrders(ctx, batch); err != nil {
		return fmt.Errorf("push page %d: %w", page, err)
	}
	return nil
}
