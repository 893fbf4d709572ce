package api

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/acme/stockd/internal/store"
)

type Server struct {
	Store  store.Store
	Logger *slog.Logger
}

func (s *Server) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /products", s.listProducts)
	mux.HandleFunc("GET /products/{sku}", s.getProduct)
	mux.HandleFunc("POST /products/{sku}/adjust", s.adjustStock)
	return mux
}

type listResponse struct {
	Items      []store.Product `json:"items"`
	NextCursor string          `json:"next_cursor,omitempty"`
}

func (s *Server) listProducts(w http.ResponseWriter, r *http.Request) {
	p, err := parsePage(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	items, err := s.Store.List(r.Context(), p.After, p.Limit+1)
	if err != nil {
		s.Logger.Error("list products", "err", err)
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	resp := listResponse{Items: items}
	if len(items) > p.Limit {
		resp.Items = items[:p.Limit]
		resp.NextCursor = encodeCursor(resp.Items[len(resp.Items)-1].SKU)
	}
	writeJSON(w, http.StatusOK, resp)
}

func (s *Server) getProduct(w http.ResponseWriter, r *http.Request) {
	prod, err := s.Store.Get(r.Context(), r.PathValue("sku"))
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, err.Error())
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusOK, prod)
}

type adjustRequest struct {
	Delta  int    `json:"delta"`
	Reason string `json:"reason"`
}

func (s *Server) adjustStock(w http.ResponseWriter, r *http.Request) {
	var req adjustRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Delta == 0 {
		writeError(w, http.StatusBadRequest, "body must be {delta, reason} with a non-zero delta")
		return
	}
	prod, err := s.Store.Adjust(r.Context(), r.PathValue("sku"), req.Delta, req.Reason)
	switch {
	case errors.Is(err, store.ErrNotFound):
		writeError(w, http.StatusNotFound, err.Error())
	case errors.Is(err, store.ErrNegativeStock):
		writeError(w, http.StatusConflict, err.Error())
	case err != nil:
		writeError(w, http.StatusInternalServerError, "internal error")
	default:
		writeJSON(w, http.StatusOK, prod)
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
