package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/tallyhq/ledger/internal/payments"
	"github.com/tallyhq/ledger/internal/store"
)

type Server struct {
	store    *store.Store
	payments *payments.Client
	log      *slog.Logger
}

func New(s *store.Store, p *payments.Client, log *slog.Logger) *Server {
	return &Server{store: s, payments: p, log: log}
}

func (s *Server) Routes() http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Recoverer)
	r.Get("/livez", s.handleLive)
	r.Get("/readyz", s.handleReady)
	r.Route("/v1", func(r chi.Router) {
		r.Get("/accounts/{id}/balance", s.handleBalance)
		r.Post("/transfers", s.handleTransfer)
	})
	return r
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (s *Server) handleBalance(w http.ResponseWriter, r *http.Request) {
	bal, err := s.store.Balance(r.Context(), chi.URLParam(r, "id"))
	if err != nil {
		s.log.Error("balance", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]int64{"balance_cents": bal})
}

func (s *Server) handleTransfer(w http.ResponseWriter, r *http.Request) {
	var req store.Transfer
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.AmountCents <= 0 {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid transfer"})
		return
	}
	if err := s.store.ApplyTransfer(r.Context(), req); err != nil {
		s.log.Error("transfer", "err", err)
		writeJSON(w, http.StatusConflict, map[string]string{"error": err.Error()})
		return
	}
	writeJSON(w, http.StatusCreated, req)
}
