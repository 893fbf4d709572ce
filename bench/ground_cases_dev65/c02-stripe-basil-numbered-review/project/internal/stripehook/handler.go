package stripehook

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/webhook"

	"example.com/billing-svc/internal/store"
)

const maxBody = 65536

type Handler struct {
	Secret string
	Store  *store.Store
	Log    *slog.Logger
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	payload, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		http.Error(w, "read body", http.StatusServiceUnavailable)
		return
	}
	// The Dashboard endpoint is on 2025-03-31.basil while we are still on stripe-go v76
	// (2023-10-16); accept the mismatch until the SDK upgrade lands.
	event, err := webhook.ConstructEventWithOptions(payload, r.Header.Get("Stripe-Signature"), h.Secret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		h.Log.Warn("stripe webhook: bad event", "err", err)
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	if err := h.dispatch(r, event); err != nil {
		h.Log.Error("stripe webhook: handler failed", "type", event.Type, "id", event.ID, "err", err)
		http.Error(w, "handler failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}

func (h *Handler) dispatch(r *http.Request, event stripe.Event) error {
	switch event.Type {
	case "invoice.paid", "invoice.payment_failed":
		var inv stripe.Invoice
		if err := json.Unmarshal(event.Data.Raw, &inv); err != nil {
			return err
		}
		if event.Type == "invoice.paid" {
			return h.handleInvoicePaid(r.Context(), &inv)
		}
		return h.handleInvoiceFailed(r.Context(), &inv)
	case "customer.subscription.updated", "customer.subscription.deleted":
		var sub stripe.Subscription
		if err := json.Unmarshal(event.Data.Raw, &sub); err != nil {
			return err
		}
		return h.handleSubscriptionChanged(r.Context(), &sub)
	default:
		return fmt.Errorf("unhandled event type %s", event.Type)
	}
}
