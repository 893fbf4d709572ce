package inventory

import (
	"context"
	"fmt"
	"time"

	inventoryv1 "github.com/lanshan/inventory-api/gen/inventory/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

// Client reserves stock in the inventory service before a shipment is created.
type Client struct {
	conn    *grpc.ClientConn
	api     inventoryv1.InventoryServiceClient
	timeout time.Duration
}

const DefaultTimeout = 800 * time.Millisecond

func Dial(addr string, timeout time.Duration) (*Client, error) {
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		return nil, fmt.Errorf("dial inventory %s: %w", addr, err)
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	return &Client{conn: conn, api: inventoryv1.NewInventoryServiceClient(conn), timeout: timeout}, nil
}

type Line struct {
	SKU      string
	Quantity int32
}

// Reserve holds stock for an order. It is safe to call again with the same order ID.
func (c *Client) Reserve(ctx context.Context, orderID string, lines []Line) error {
	req := &inventoryv1.ReserveRequest{OrderId: orderID}
	for _, l := range lines {
		req.Lines = append(req.Lines, &inventoryv1.ReserveLine{Sku: l.SKU, Quantity: l.Quantity})
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	if _, err := c.api.Reserve(ctx, req); err != nil {
		return fmt.Errorf("reserve %s: %w", orderID, err)
	}
	return nil
}

func (c *Client) Close() error { return c.conn.Close() }
