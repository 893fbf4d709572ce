package settle

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"

	"github.com/nats-io/nats.go"
)

type Event struct {
	SettlementID string `json:"settlement_id"`
	MerchantID   string `json:"merchant_id"`
	AmountCent   int64  `json:"amount_cent"`
	Currency     string `json:"currency"`
}

type Store interface {
	Seen(ctx context.Context, msgID string) (bool, error)
	Insert(ctx context.Context, msgID string, ev Event) error
}

type Handler struct {
	store Store
	log   *slog.Logger
}

func NewHandler(store Store, log *slog.Logger) *Handler {
	return &Handler{store: store, log: log}
}

func (h *Handler) Handle(ctx context.Context, msg *nats.Msg) error {
	var ev Event
	if err := json.Unmarshal(msg.Data, &ev); err != nil {
		return fmt.Errorf("decode: %w", err)
	}
	msgID := msg.Header.Get("Msg-Id")
	if msgID == "" {
		msgID = ev.SettlementID
	}
	seen, err := h.store.Seen(ctx, msgID)
	if err != nil {
		return err
	}
	if seen {
		h.log.Info("duplicate settlement event", "msg_id", msgID)
		return nil
	}
	return h.store.Insert(ctx, msgID, ev)
}
