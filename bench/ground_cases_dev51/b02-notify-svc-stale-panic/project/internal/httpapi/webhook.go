package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/acme/notify-svc/internal/mailer"
	"github.com/acme/notify-svc/internal/store"
)

const maxBody = 64 << 10

type Customer struct {
	ID    string `json:"id"`
	Email string `json:"email"`
	Name  string `json:"name"`
}

type PaymentEvent struct {
	ID   string `json:"id"`
	Type string `json:"type"`
	Data struct {
		OrderID  string    `json:"order_id"`
		Amount   int64     `json:"amount"`
		Currency string    `json:"currency"`
		Customer *Customer `json:"customer"`
	} `json:"data"`
}

type OrderStore interface {
	MarkEventProcessed(ctx context.Context, eventID string) error
	UpdateStatus(ctx context.Context, orderID string, status store.Status) error
}

type WebhookHandler struct {
	Secret string
	Orders OrderStore
	Mail   mailer.Sender
	Log    *slog.Logger
}

func (h *WebhookHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	log := h.Log.With("request_id", RequestIDFrom(r.Context()))
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	if !verifySignature(h.Secret, body, r.Header.Get("X-Signature")) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	var evt PaymentEvent
	if err := json.Unmarshal(body, &evt); err != nil {
		http.Error(w, "bad payload", http.StatusBadRequest)
		return
	}
	log = log.With("event_id", evt.ID, "event_type", evt.Type)
	switch evt.Type {
	case "payment.succeeded":
		err = h.handlePaymentSucceeded(r.Context(), &evt)
	case "payment.failed":
		err = h.handlePaymentFailed(r.Context(), &evt)
	default:
		log.Info("ignored webhook event")
	}
	if errors.Is(err, store.ErrAlreadyProcessed) {
		w.WriteHeader(http.StatusOK)
		return
	}
	if err != nil {
		log.Error("webhook failed", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *WebhookHandler) handlePaymentSucceeded(ctx context.Context, evt *PaymentEvent) error {
	if err := h.Orders.MarkEventProcessed(ctx, evt.ID); err != nil {
		return err
	}
	if err := h.Orders.UpdateStatus(ctx, evt.Data.OrderID, store.StatusPaid); err != nil {
		return err
	}
	receipt := mailer.Receipt{
		To:       evt.Data.Customer.Email,
		Name:     evt.Data.Customer.Name,
		OrderID:  evt.Data.OrderID,
		Amount:   evt.Data.Amount,
		Currency: evt.Data.Currency,
	}
	return h.Mail.SendReceipt(ctx, receipt)
}

func (h *WebhookHandler) handlePaymentFailed(ctx context.Context, evt *PaymentEvent) error {
	if err := h.Orders.MarkEventProcessed(ctx, evt.ID); err != nil {
		return err
	}
	customer := "guest"
	if evt.Data.Customer != nil {
		customer = evt.Data.Customer.ID
	}
	h.Log.Warn("payment failed", "order", evt.Data.OrderID, "customer", customer)
	return h.Orders.UpdateStatus(ctx, evt.Data.OrderID, store.StatusPaymentFailed)
}
