package server

import (
	"context"
	"errors"
	"sync"

	"github.com/google/uuid"
	shipmentv1 "github.com/lanshan/shipment/gen/shipment/v1"
	"github.com/lanshan/shipment/internal/inventory"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"
)

type Reserver interface {
	Reserve(ctx context.Context, orderID string, lines []inventory.Line) error
}

type Server struct {
	shipmentv1.UnimplementedShipmentServiceServer
	store     Store
	inventory Reserver

	mu   sync.Mutex
	done map[string]*shipmentv1.CreateShipmentResponse // idempotency_key -> first response
}

func New(store Store, inv Reserver) *Server {
	return &Server{store: store, inventory: inv, done: map[string]*shipmentv1.CreateShipmentResponse{}}
}

func (s *Server) CreateShipment(ctx context.Context, req *shipmentv1.CreateShipmentRequest) (*shipmentv1.CreateShipmentResponse, error) {
	if req.GetOrderId() == "" || len(req.GetItems()) == 0 {
		return nil, status.Error(codes.InvalidArgument, "order_id and items are required")
	}
	key := req.GetIdempotencyKey()
	if key != "" {
		s.mu.Lock()
		prev, ok := s.done[key]
		s.mu.Unlock()
		if ok {
			return prev, nil
		}
	}
	lines := make([]inventory.Line, 0, len(req.GetItems()))
	for _, it := range req.GetItems() {
		lines = append(lines, inventory.Line{SKU: it.GetSku(), Quantity: it.GetQuantity()})
	}
	if err := s.inventory.Reserve(ctx, req.GetOrderId(), lines); err != nil {
		return nil, status.Errorf(codes.Unavailable, "reserve stock: %v", err)
	}
	sh := &shipmentv1.Shipment{
		Id:        uuid.NewString(),
		OrderId:   req.GetOrderId(),
		Status:    shipmentv1.ShipmentStatus_SHIPMENT_STATUS_CREATED,
		Items:     req.GetItems(),
		Address:   req.GetAddress(),
		CreatedAt: timestamppb.Now(),
	}
	if err := s.store.Insert(ctx, sh); err != nil {
		return nil, status.Errorf(codes.Internal, "save shipment: %v", err)
	}
	resp := &shipmentv1.CreateShipmentResponse{Shipment: sh}
	if key != "" {
		s.mu.Lock()
		s.done[key] = resp
		s.mu.Unlock()
	}
	return resp, nil
}

func (s *Server) GetShipment(ctx context.Context, req *shipmentv1.GetShipmentRequest) (*shipmentv1.Shipment, error) {
	sh, err := s.store.Get(ctx, req.GetShipmentId())
	if errors.Is(err, ErrNotFound) {
		return nil, status.Error(codes.NotFound, "shipment not found")
	}
	if err != nil {
		return nil, status.Errorf(codes.Internal, "load shipment: %v", err)
	}
	return sh, nil
}
