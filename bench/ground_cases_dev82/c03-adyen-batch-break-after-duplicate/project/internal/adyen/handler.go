package adyen

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/lumenpay/settle/internal/ledger"
	"github.com/lumenpay/settle/internal/metrics"
)

type ProcessedStore interface {
	Seen(ctx context.Context, pspReference, eventCode string) (bool, error)
	MarkSeen(ctx context.Context, pspReference, eventCode string) error
}

type Handler struct {
	HMACKey []byte
	Store   ProcessedStore
	Ledger  *ledger.Ledger
	Log     *slog.Logger
}

func accept(w http.ResponseWriter) {
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte("[accepted]"))
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req NotificationRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	if len(req.NotificationItems) == 0 {
		accept(w)
		return
	}
	for _, ni := range req.NotificationItems {
		if !VerifyHMAC(h.HMACKey, ni.Item) {
			h.Log.Warn("adyen hmac mismatch", "psp", ni.Item.PSPReference)
			http.Error(w, "invalid hmac", http.StatusUnauthorized)
			return
		}
	}
	for _, ni := range req.NotificationItems {
		item := ni.Item
		seen, err := h.Store.Seen(r.Context(), item.PSPReference, item.EventCode)
		if err != nil {
			http.Error(w, "store unavailable", http.StatusInternalServerError)
			return
		}
		metrics.AdyenNotifications.WithLabelValues(item.EventCode, strconv.FormatBool(seen)).Inc()
		if seen {
			h.Log.Info("adyen notification", "psp", item.PSPReference, "code", item.EventCode, "duplicate", true)
			break
		}
		if err := h.apply(r.Context(), item); err != nil {
			h.Log.Error("adyen apply failed", "psp", item.PSPReference, "err", err)
			http.Error(w, "apply failed", http.StatusInternalServerError)
			return
		}
		if err := h.Store.MarkSeen(r.Context(), item.PSPReference, item.EventCode); err != nil {
			h.Log.Warn("mark seen failed", "psp", item.PSPReference, "err", err)
		}
	}
	accept(w)
}

func (h *Handler) apply(ctx context.Context, n Notification) error {
	if n.Success != "true" {
		h.Log.Info("adyen notification not successful", "psp", n.PSPReference, "code", n.EventCode)
		return nil
	}
	switch n.EventCode {
	case EventCapture:
		return h.Ledger.Credit(ctx, n.MerchantReference, n.PSPReference, n.Amount.Value, n.Amount.Currency)
	case EventRefund:
		return h.Ledger.Debit(ctx, n.MerchantReference, n.PSPReference, n.Amount.Value, n.Amount.Currency)
	case EventChargeback:
		return h.Ledger.Debit(ctx, n.MerchantReference, n.PSPReference, n.Amount.Value, n.Amount.Currency)
	default:
		return nil
	}
}
