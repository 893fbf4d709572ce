package hold

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/parcelhub/holdsvc/internal/metrics"
)

var (
	ErrNotFound     = errors.New("hold not found")
	ErrTooMany      = errors.New("quantity above the per-hold limit")
	ErrInsufficient = errors.New("not enough stock")
)

// Hold keeps qty units of a SKU in one warehouse aside for a checkout until ExpiresAt.
type Hold struct {
	ID        string    `json:"id"`
	SKU       string    `json:"sku"`
	Warehouse string    `json:"warehouse"`
	Qty       int       `json:"qty"`
	ExpiresAt time.Time `json:"expires_at"`
}

// Stock is the inventory the holds are taken from.
type Stock interface {
	Reserve(ctx context.Context, warehouse, sku string, qty int) error
	Release(ctx context.Context, warehouse, sku string, qty int) error
}

type Service struct {
	mu     sync.Mutex
	holds  map[string]Hold
	stock  Stock
	ttl    time.Duration
	maxQty int
	now    func() time.Time
	newID  func() string
}

func NewService(stock Stock, ttl time.Duration, maxQty int, newID func() string) *Service {
	return &Service{holds: map[string]Hold{}, stock: stock, ttl: ttl, maxQty: maxQty, now: time.Now, newID: newID}
}

// Place reserves stock and records a hold that expires after the configured TTL.
func (s *Service) Place(ctx context.Context, warehouse, sku string, qty int) (Hold, error) {
	if qty <= 0 || qty > s.maxQty {
		return Hold{}, ErrTooMany
	}
	if err := s.stock.Reserve(ctx, warehouse, sku, qty); err != nil {
		if !errors.Is(err, ErrInsufficient) {
			metrics.ReserveErrors.Inc()
		}
		return Hold{}, err
	}
	h := Hold{ID: s.newID(), SKU: sku, Warehouse: warehouse, Qty: qty, ExpiresAt: s.now().Add(s.ttl)}
	s.mu.Lock()
	s.holds[h.ID] = h
	s.mu.Unlock()
	metrics.HoldsPlaced.WithLabelValues(warehouse).Inc()
	metrics.HoldsActive.WithLabelValues(warehouse).Inc()
	return h, nil
}

// Release gives the stock of a hold back (checkout cancelled or completed elsewhere).
func (s *Service) Release(ctx context.Context, id string) error {
	s.mu.Lock()
	h, ok := s.holds[id]
	if ok {
		delete(s.holds, id)
	}
	s.mu.Unlock()
	if !ok {
		return ErrNotFound
	}
	metrics.HoldsActive.WithLabelValues(h.Warehouse).Dec()
	return s.stock.Release(ctx, h.Warehouse, h.SKU, h.Qty)
}

// Sweep releases every hold whose TTL has passed and returns how many it released.
func (s *Service) Sweep(ctx context.Context) int {
	now := s.now()
	var expired []Hold
	s.mu.Lock()
	for id, h := range s.holds {
		if !now.Before(h.ExpiresAt) {
			expired = append(expired, h)
			delete(s.holds, id)
		}
	}
	s.mu.Unlock()
	for _, h := range expired {
		_ = s.stock.Release(ctx, h.Warehouse, h.SKU, h.Qty)
		metrics.HoldsExpired.WithLabelValues(h.Warehouse).Inc()
		metrics.HoldsActive.WithLabelValues(h.Warehouse).Dec()
	}
	return len(expired)
}
