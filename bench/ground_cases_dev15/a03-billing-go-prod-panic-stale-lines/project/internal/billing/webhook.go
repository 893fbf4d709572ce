package billing

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"
)

const (
	maxBodyBytes = 1 << 16
	// signatureTolerance is how old a signed timestamp may be (Stripe's libraries use 5 minutes).
	signatureTolerance = 5 * time.Minute
)

// Event is the envelope Stripe posts to the webhook endpoint.
type Event struct {
	ID      string `json:"id"`
	Type    string `json:"type"`
	Created int64  `json:"created"`
	Data    struct {
		Object json.RawMessage `json:"object"`
	} `json:"data"`
}

type stripeInvoice struct {
	ID           string `json:"id"`
	Number       string `json:"number"`
	Subscription string `json:"subscription"`
	AmountPaid   int64  `json:"amount_paid"`
	Lines        struct {
		Data []struct {
			Period struct {
				End int64 `json:"end"`
			} `json:"period"`
		} `json:"data"`
	} `json:"lines"`
}

// PeriodEnd is the latest period end over the invoice lines.
func (inv stripeInvoice) PeriodEnd() time.Time {
	var end int64
	for _, l := range inv.Lines.Data {
		if l.Period.End > end {
			end = l.Period.End
		}
	}
	return time.Unix(end, 0).UTC()
}

type stripeSubscription struct {
	ID               string `json:"id"`
	Status           string `json:"status"`
	CurrentPeriodEnd int64  `json:"current_period_end"`
	Items            struct {
		Data []struct {
			Price struct {
				ID string `json:"id"`
			} `json:"price"`
		} `json:"data"`
	} `json:"items"`
}

type WebhookHandler struct {
	secret []byte
	store  Store
	mailer Mailer
	log    *slog.Logger
}

func NewWebhookHandler(secret string, store Store, mailer Mailer, log *slog.Logger) *WebhookHandler {
	return &WebhookHandler{secret: []byte(secret), store: store, mailer: mailer, log: log}
}

func (h *WebhookHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBodyBytes))
	if err != nil {
		http.Error(w, "read body", http.StatusBadRequest)
		return
	}
	if err := h.verifySignature(r.Header.Get("Stripe-Signature"), body); err != nil {
		h.log.Warn("webhook signature rejected", "err", err)
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	var ev Event
	if err := json.Unmarshal(body, &ev); err != nil {
		http.Error(w, "bad payload", http.StatusBadRequest)
		return
	}
	h.log.Debug("webhook received", "event_id", ev.ID, "type", ev.Type)
	if err := h.dispatch(r.Context(), ev); err != nil {
		h.log.Error("webhook failed", "event_id", ev.ID, "type", ev.Type, "err", err)
		http.Error(w, "handler error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// verifySignature checks the "t=<unix>,v1=<hex>" header against HMAC-SHA256(t + "." + body).
func (h *WebhookHandler) verifySignature(header string, body []byte) error {
	var ts, sig string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(part, "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sig = v
		}
	}
	if ts == "" || sig == "" {
		return errors.New("malformed signature header")
	}
	unix, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return errors.New("malformed signature timestamp")
	}
	if age := time.Since(time.Unix(unix, 0)); age > signatureTolerance || age < -signatureTolerance {
		return fmt.Errorf("signature timestamp outside tolerance (%s)", age.Round(time.Second))
	}
	mac := hmac.New(sha256.New, h.secret)
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	want := mac.Sum(nil)
	got, err := hex.DecodeString(sig)
	if err != nil || !hmac.Equal(got, want) {
		return errors.New("signature mismatch")
	}
	return nil
}

func (h *WebhookHandler) dispatch(ctx context.Context, ev Event) error {
	switch ev.Type {
	case "invoice.paid":
		return h.handleInvoicePaid(ctx, ev)
	case "invoice.payment_failed":
		return h.handlePaymentFailed(ctx, ev)
	case "customer.subscription.updated":
		return h.handleSubscriptionUpdated(ctx, ev)
	case "customer.subscription.deleted":
		return h.handleSubscriptionDeleted(ctx, ev)
	default:
		h.log.Debug("ignoring webhook", "type", ev.Type)
		return nil
	}
}

func (h *WebhookHandler) handleInvoicePaid(ctx context.Context, ev Event) error {
	var inv stripeInvoice
	if err := json.Unmarshal(ev.Data.Object, &inv); err != nil {
		return fmt.Errorf("decode invoice: %w", err)
	}
	sub, err := h.store.SubscriptionByStripeID(ctx, inv.Subscription)
	if err != nil {
		return fmt.Errorf("load subscription %s: %w", inv.Subscription, err)
	}
	if err := h.store.MarkPaid(ctx, sub.ID, inv.PeriodEnd()); err != nil {
		return err
	}
	return h.mailer.SendReceipt(ctx, sub.Customer.Email, inv.Number, inv.AmountPaid)
}

func (h *WebhookHandler) handlePaymentFailed(ctx context.Context, ev Event) error {
	var inv stripeInvoice
	if err := json.Unmarshal(ev.Data.Object, &inv); err != nil {
		return fmt.Errorf("decode invoice: %w", err)
	}
	sub, err := h.store.SubscriptionByStripeID(ctx, inv.Subscription)
	if err != nil {
		return fmt.Errorf("load subscription %s: %w", inv.Subscription, err)
	}
	if err := h.store.MarkPastDue(ctx, sub.ID); err != nil {
		return err
	}
	if sub.Customer == nil {
		h.log.Warn("payment failed for erased customer", "subscription", sub.ID)
		return nil
	}
	return h.mailer.SendPaymentFailed(ctx, sub.Customer.Email, inv.Number)
}

func (h *WebhookHandler) handleSubscriptionDeleted(ctx context.Context, ev Event) error {
	var s stripeSubscription
	if err := json.Unmarshal(ev.Data.Object, &s); err != nil {
		return fmt.Errorf("decode subscription: %w", err)
	}
	sub, err := h.store.SubscriptionByStripeID(ctx, s.ID)
	if errors.Is(err, ErrNotFound) {
		return nil // never synced, nothing to cancel
	}
	if err != nil {
		return fmt.Errorf("load subscription %s: %w", s.ID, err)
	}
	if err := h.store.Cancel(ctx, sub.ID, time.Unix(ev.Created, 0).UTC()); err != nil {
		return err
	}
	if sub.Customer != nil {
		return h.mailer.SendCancellation(ctx, sub.Customer.Email)
	}
	return nil
}

// handleSubscriptionUpdated syncs plan changes (upgrades, downgrades, renewals).
func (h *WebhookHandler) handleSubscriptionUpdated(ctx context.Context, ev Event) error {
	var s stripeSubscription
	if err := json.Unmarshal(ev.Data.Object, &s); err != nil {
		return fmt.Errorf("decode subscription: %w", err)
	}
	if len(s.Items.Data) == 0 {
		return fmt.Errorf("subscription %s has no items", s.ID)
	}
	sub, err := h.store.SubscriptionByStripeID(ctx, s.ID)
	if errors.Is(err, ErrNotFound) {
		h.log.Warn("update for unknown subscription", "stripe_id", s.ID)
		return nil
	}
	if err != nil {
		return fmt.Errorf("load subscription %s: %w", s.ID, err)
	}
	planID := s.Items.Data[0].Price.ID
	periodEnd := time.Unix(s.CurrentPeriodEnd, 0).UTC()
	return h.store.UpdatePlan(ctx, sub.ID, planID, periodEnd)
}
