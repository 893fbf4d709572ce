package stock

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

var ErrInvalidEvent = errors.New("invalid stock event")

type Event struct {
	SKU       string `json:"sku"`
	Warehouse string `json:"warehouse"`
	Delta     int    `json:"delta"`
	EventID   string `json:"event_id"`
}

type Handler struct {
	repo *Repo
}

func NewHandler(repo *Repo) *Handler {
	return &Handler{repo: repo}
}

func (h *Handler) Handle(ctx context.Context, payload []byte) error {
	var ev Event
	if err := json.Unmarshal(payload, &ev); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidEvent, err)
	}
	if ev.SKU == "" || ev.Warehouse == "" || ev.EventID == "" {
		return fmt.Errorf("%w: missing fields", ErrInvalidEvent)
	}
	if err := h.repo.ApplyDelta(ctx, ev.EventID, ev.SKU, ev.Warehouse, ev.Delta); err != nil {
		return fmt.Errorf("apply delta %s/%s: %w", ev.SKU, ev.Warehouse, err)
	}
	return nil
}
