package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/jackc/pgx/v5"
	"go.uber.org/zap"

	"example.com/ledger/internal/store"
)

// maxHistoryDays caps ?days= so a single request cannot scan an account's whole history.
const maxHistoryDays = 365

type Store interface {
	GetAccount(ctx context.Context, id int64) (store.Account, error)
	ListEntries(ctx context.Context, accountID int64, limit int) ([]store.Entry, error)
	BalanceHistory(ctx context.Context, accountID int64, days int) ([]store.DayDelta, error)
}

type Server struct {
	store Store
	log   *zap.Logger
}

func NewServer(s Store, log *zap.Logger) *Server { return &Server{store: s, log: log} }

func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /accounts/{id}", s.getAccount)
	mux.HandleFunc("GET /accounts/{id}/entries", s.listEntries)
	mux.HandleFunc("GET /accounts/{id}/balance-history", s.balanceHistory)
	return mux
}

func accountID(r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	return id, err == nil && id > 0
}

func (s *Server) getAccount(w http.ResponseWriter, r *http.Request) {
	id, ok := accountID(r)
	if !ok {
		http.Error(w, "bad account id", http.StatusBadRequest)
		return
	}
	a, err := s.store.GetAccount(r.Context(), id)
	if errors.Is(err, pgx.ErrNoRows) {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if err != nil {
		s.log.Error("get account failed", zap.Int64("account_id", id), zap.Error(err))
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, a)
}

func (s *Server) listEntries(w http.ResponseWriter, r *http.Request) {
	id, ok := accountID(r)
	if !ok {
		http.Error(w, "bad account id", http.StatusBadRequest)
		return
	}
	limit := 100
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 500 {
			http.Error(w, "limit must be 1..500", http.StatusBadRequest)
			return
		}
		limit = n
	}
	entries, err := s.store.ListEntries(r.Context(), id, limit)
	if err != nil {
		s.log.Error("list entries failed", zap.Int64("account_id", id), zap.Error(err))
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, entries)
}

func (s *Server) balanceHistory(w http.ResponseWriter, r *http.Request) {
	id, ok := accountID(r)
	if !ok {
		http.Error(w, "bad account id", http.StatusBadRequest)
		return
	}
	days := 30
	if v := r.URL.Query().Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxHistoryDays {
			http.Error(w, "days must be 1..365", http.StatusBadRequest)
			return
		}
		days = n
	}
	points, err := s.store.BalanceHistory(r.Context(), id, days)
	if err != nil {
		s.log.Error("balance history failed", zap.Int64("account_id", id), zap.Error(err))
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, points)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
