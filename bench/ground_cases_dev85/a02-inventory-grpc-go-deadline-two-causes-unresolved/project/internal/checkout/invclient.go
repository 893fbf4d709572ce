package checkout

import (
	"context"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	inventoryv1 "github.com/harbor-retail/inventory/gen/inventory/v1"
)

// ReserveTimeout is the budget checkout gives one Reserve, retries included.
const ReserveTimeout = 2 * time.Second

type InventoryClient struct {
	rpc inventoryv1.InventoryClient
}

func Dial(addr string) (*InventoryClient, error) {
	conn, err := grpc.NewClient(addr,
		grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithUnaryInterceptor(RetryInterceptor(3, 150*time.Millisecond)),
	)
	if err != nil {
		return nil, err
	}
	return &InventoryClient{rpc: inventoryv1.NewInventoryClient(conn)}, nil
}

func (c *InventoryClient) Reserve(ctx context.Context, reservationID, warehouse, sku string, qty int) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, ReserveTimeout)
	defer cancel()
	resp, err := c.rpc.Reserve(ctx, &inventoryv1.ReserveRequest{
		ReservationId: reservationID,
		WarehouseId:   warehouse,
		Sku:           sku,
		Quantity:      int32(qty),
	})
	if err != nil {
		return 0, err
	}
	return int(resp.GetRemaining()), nil
}
