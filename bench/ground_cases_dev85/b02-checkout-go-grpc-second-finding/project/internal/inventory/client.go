package inventory

import (
	"context"
	"fmt"
	"time"

	"google.golang.org/grpc"

	inventoryv1 "github.com/hanamaru-tech/checkout/gen/inventory/v1"
)

// Item is one line of an order as the inventory service sees it.
type Item struct {
	SKU      string
	Quantity int32
}

// Reservation is stock held for an order until ExpiresAt.
type Reservation struct {
	ID        string
	ExpiresAt time.Time
}

// Client wraps the generated inventory client with per-call timeouts and retries.
type Client struct {
	rpc     inventoryv1.InventoryServiceClient
	timeout time.Duration
	retry   RetryPolicy
}

func NewClient(conn *grpc.ClientConn, timeout time.Duration, retry RetryPolicy) *Client {
	return &Client{rpc: inventoryv1.NewInventoryServiceClient(conn), timeout: timeout, retry: retry}
}

// Reserve holds stock for an order. It is called once per checkout.
func (c *Client) Reserve(ctx context.Context, orderID string, items []Item) (*Reservation, error) {
	req := &inventoryv1.ReserveRequest{OrderId: orderID, Items: toProto(items), Channel: "web"}
	var resp *inventoryv1.ReserveResponse
	err := c.retry.Do(ctx, func() error {
		callCtx, cancel := context.WithTimeout(ctx, c.timeout)
		defer cancel()
		var err error
		resp, err = c.rpc.Reserve(callCtx, req)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("inventory reserve %s: %w", orderID, err)
	}
	return &Reservation{ID: resp.GetReservationId(), ExpiresAt: resp.GetExpiresAt().AsTime()}, nil
}

// Release gives reserved stock back (order cancelled or payment failed).
func (c *Client) Release(ctx context.Context, reservationID string) error {
	return c.retry.Do(ctx, func() error {
		callCtx, cancel := context.WithTimeout(ctx, c.timeout)
		defer cancel()
		_, err := c.rpc.Release(callCtx, &inventoryv1.ReleaseRequest{ReservationId: reservationID})
		return err
	})
}

// GetStock returns how many units of sku can still be reserved.
func (c *Client) GetStock(ctx context.Context, sku string) (int64, error) {
	var resp *inventoryv1.GetStockResponse
	err := c.retry.Do(ctx, func() error {
		callCtx, cancel := context.WithTimeout(ctx, c.timeout)
		defer cancel()
		var err error
		resp, err = c.rpc.GetStock(callCtx, &inventoryv1.GetStockRequest{Sku: sku})
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("inventory stock %s: %w", sku, err)
	}
	return resp.GetAvailable(), nil
}

func toProto(items []Item) []*inventoryv1.Item {
	out := make([]*inventoryv1.Item, 0, len(items))
	for _, it := range items {
		out = append(out, &inventoryv1.Item{Sku: it.SKU, Quantity: it.Quantity})
	}
	return out
}
