package api

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/rinkai-kosha/churin/internal/clock"
	"github.com/rinkai-kosha/churin/internal/fee"
)

type checkoutResponse struct {
	SessionID string `json:"session_id"`
	Amount    int    `json:"amount"`
	EnteredAt string `json:"entered_at"`
	ExitedAt  string `json:"exited_at"`
}

// Enter はゲート端末からの入庫記録。
func (h *Handler) Enter(w http.ResponseWriter, r *http.Request) {
	lotID := chi.URLParam(r, "lotID")
	id, err := h.Store.OpenSession(r.Context(), lotID, clock.Now())
	if err != nil {
		http.Error(w, "failed to open session", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	writeJSON(w, map[string]string{"session_id": id})
}

// Checkout は精算機からの出庫・精算。
func (h *Handler) Checkout(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "sessionID")
	s, err := h.Store.FindSession(r.Context(), id)
	if err != nil {
		http.Error(w, "session not found", http.StatusNotFound)
		return
	}
	now := clock.Now()
	amount := fee.Calculate(s.EnteredAt, now, fee.ForLot(s.LotID))
	if err := h.Store.CloseSession(r.Context(), id, now, amount); err != nil {
		http.Error(w, "failed to close session", http.StatusInternalServerError)
		return
	}
	writeJSON(w, checkoutResponse{
		SessionID: id,
		Amount:    amount,
		EnteredAt: s.EnteredAt.In(clock.JST).Format(time.RFC3339),
		ExitedAt:  now.Format(time.RFC3339),
	})
}
