package server

import (
	"context"
	"errors"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	inventoryv1 "github.com/harbor-retail/inventory/gen/inventory/v1"
	"github.com/harbor-retail/inventory/internal/store"
)

type Server struct {
	inventoryv1.UnimplementedInventoryServer
	store *store.Store
}

func New(s *store.Store) *Server { return &Server{store: s} }

func (s *Server) Reserve(ctx context.Context, req *inventoryv1.ReserveRequest) (*inventoryv1.ReserveResponse, error) {
	if req.GetReservationId() == "" || req.GetSku() == "" {
		return nil, status.Error(codes.InvalidArgument, "reservation_id and sku are required")
	}
	if req.GetQuantity() <= 0 {
		return nil, status.Error(codes.InvalidArgument, "quantity must be positive")
	}
	remaining, err := s.store.ReserveStock(ctx, req.GetReservationId(), req.GetWarehouseId(), req.GetSku(), int(req.GetQuantity()))
	switch {
	case errors.Is(err, store.ErrInsufficient):
		return nil, status.Error(codes.FailedPrecondition, "not enough stock")
	case errors.Is(err, store.ErrDuplicate):
		return nil, status.Error(codes.AlreadyExists, "reservation exists")
	case err != nil:
		return nil, status.Errorf(codes.Internal, "reserve: %v", err)
	}
	return &inventoryv1.ReserveResponse{ReservationId: req.GetReservationId(), Remaining: int32(remaining)}, nil
}

func (s *Server) Release(ctx context.Context, req *inventoryv1.ReleaseRequest) (*inventoryv1.ReleaseResponse, error) {
	if err := s.store.Release(ctx, req.GetReservationId()); err != nil {
		return nil, status.Errorf(codes.Internal, "release: %v", err)
	}
	return &inventoryv1.ReleaseResponse{}, nil
}
