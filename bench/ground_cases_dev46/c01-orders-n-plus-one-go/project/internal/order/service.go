package order

import (
	"context"
	"fmt"
	"time"
)

type OrderView struct {
	ID           int64     `json:"id"`
	No           string    `json:"no"`
	Amount       int64     `json:"amount"`
	Status       string    `json:"status"`
	CreatedAt    time.Time `json:"created_at"`
	CustomerName string    `json:"customer_name"`
	CustomerTier string    `json:"customer_tier"`
}

type Service struct {
	orders    *Repo
	customers *CustomerRepo
}

func NewService(o *Repo, c *CustomerRepo) *Service {
	return &Service{orders: o, customers: c}
}

// ListOrders returns one page of orders with the customer's name and tier.
func (s *Service) ListOrders(ctx context.Context, shopID int64, page, size int) ([]OrderView, error) {
	if size <= 0 || size > 200 {
		size = 50
	}
	rows, err := s.orders.ListByShop(ctx, shopID, (page-1)*size, size)
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	out := make([]OrderView, 0, len(rows))
	for _, o := range rows {
		cust, err := s.customers.GetByID(ctx, o.CustomerID)
		if err != nil {
			return nil, fmt.Errorf("customer %d: %w", o.CustomerID, err)
		}
		out = append(out, OrderView{
			ID:           o.ID,
			No:           o.No,
			Amount:       o.Amount,
			Status:       o.Status,
			CreatedAt:    o.CreatedAt,
			CustomerName: cust.Name,
			CustomerTier: cust.Tier,
		})
	}
	return out, nil
}

func (s *Service) Cancel(ctx context.Context, shopID, id int64) error {
	o, err := s.orders.Get(ctx, shopID, id)
	if err != nil {
		return err
	}
	if o.Status != "pending" {
		return fmt.Errorf("order %d is %s, cannot cancel", id, o.Status)
	}
	return s.orders.SetStatus(ctx, id, "cancelled")
}
