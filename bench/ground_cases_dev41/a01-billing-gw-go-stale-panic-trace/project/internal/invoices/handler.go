package invoices

import (
	"encoding/json"
	"net/http"

	"github.com/acme/billing-gw/internal/auth"
	"github.com/acme/billing-gw/internal/ledger"
)

type Handler struct {
	ledger *ledger.Client
}

func NewHandler(l *ledger.Client) *Handler {
	return &Handler{ledger: l}
}

func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	sess, _ := auth.FromContext(r.Context())
	writeJSON(w, http.StatusOK, map[string]any{"account_id": sess.AccountID, "invoices": []any{}})
}

type payBody struct {
	AmountCents int64  `json:"amount_cents"`
	Currency    string `json:"currency"`
}

func (h *Handler) Pay(w http.ResponseWriter, r *http.Request) {
	sess, _ := auth.FromContext(r.Context())
	var body payBody
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	res, err := h.ledger.Pay(r.Context(), ledger.PaymentRequest{
		InvoiceID:   r.PathValue("id"),
		AccountID:   sess.AccountID,
		AmountCents: body.AmountCents,
		Currency:    body.Currency,
	})
	if err != nil {
		http.Error(w, "payment failed", http.StatusBadGateway)
		return
	}
	writeJSON(w, http.StatusCreated, res)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
