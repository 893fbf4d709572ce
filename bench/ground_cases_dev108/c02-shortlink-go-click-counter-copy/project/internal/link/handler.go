package link

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"
)

type Handler struct {
	Store *Store
}

type createRequest struct {
	Code       string `json:"code"`
	Target     string `json:"target"`
	TTLSeconds int    `json:"ttl_seconds"`
}

func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/links", h.create)
	mux.HandleFunc("GET /api/links", h.list)
	mux.HandleFunc("GET /api/links/{code}/stats", h.stats)
	mux.HandleFunc("GET /{code}", h.redirect)
}

func (h *Handler) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Code == "" || req.Target == "" {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "code and target are required"})
		return
	}
	l, err := h.Store.Create(req.Code, req.Target, time.Duration(req.TTLSeconds)*time.Second)
	if errors.Is(err, ErrExists) {
		writeJSON(w, http.StatusConflict, map[string]string{"error": "code already taken"})
		return
	}
	writeJSON(w, http.StatusCreated, l)
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, h.Store.List())
}

func (h *Handler) stats(w http.ResponseWriter, r *http.Request) {
	l, err := h.Store.Get(r.PathValue("code"))
	if errors.Is(err, ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"code": l.Code, "clicks": l.Clicks, "created_at": l.CreatedAt})
}

func (h *Handler) redirect(w http.ResponseWriter, r *http.Request) {
	target, err := h.Store.Resolve(r.PathValue("code"))
	if errors.Is(err, ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	http.Redirect(w, r, target, http.StatusFound)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
