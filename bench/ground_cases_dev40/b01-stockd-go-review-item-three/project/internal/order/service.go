package order

import (
	"context"
	"errors"
	"fmt"
	"time"
)

const (
	defaultPageSize = 20
	maxPageSize     = 100
)

// Store is the persistence the service needs; *PGStore implements it.
type Store interface {
	GetCustomer(ctx context.Context, id int64) (Customer, error)
	ListByCustomer(ctx context.Context, customerID int64, limit, offset int) ([]Order, error)
	CountByCustomer(ctx context.Context, customerID int64) (int, error)
}

type Service struct {
	store Store
	now   func() time.Time
}

func NewService(store Store) *Service {
	return &Service{store: store, now: time.Now}
}

// Page is one page of a customer's orders, newest first.
type Page struct {
	Items      []Order `json:"items"`
	Page       int     `json:"page"`
	Size       int     `json:"size"`
	TotalItems int     `json:"total_items"`
}

// ListForCustomer returns page `page` (1-based) of the customer's orders.
func (s *Service) ListForCustomer(ctx context.Context, customerID int64, page, size int) (Page, error) {
	if _, err := s.store.GetCustomer(ctx, customerID); err != nil {
		if errors.Is(err, ErrNotFound) {
			return Page{}, ErrNotFound
		}
		return Page{}, fmt.Errorf("load customer %d: %w", customerID, err)
	}
	if page < 1 {
		page = 1
	}
	if size <= 0 || size > maxPageSize {
		size = defaultPageSize
	}
	offset := page * size
	orders, err := s.store.ListByCustomer(ctx, customerID, size, offset)
	if err != nil {
		return Page{}, fmt.Errorf("list orders: %w", err)
	}
	total, err := s.store.CountByCustomer(ctx, customerID)
	if err != nil {
		return Page{}, fmt.Errorf("count orders: %w", err)
	}
	return Page{Items: orders, Page: page, Size: size, TotalItems: total}, nil
}

// Overdue reports whether an unpaid order is past its due date.
func (s *Service) Overdue(o Order) bool {
	return o.PaidAt == nil && s.now().After(o.DueAt)
}
