package main

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"time"
)

type Handler struct {
	store *Store
	now   func() time.Time
}

type createReq struct {
	URL        string `json:"url"`
	TTLSeconds int    `json:"ttl_seconds"`
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	var req createReq
	r.Body = http.MaxBytesReader(w, r.Body, 8<<10)
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	u, err := url.Parse(req.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		http.Error(w, "url must be absolute http(s)", http.StatusBadRequest)
		return
	}
	l := h.store.Create(u.String(), time.Duration(req.TTLSeconds)*time.Second, h.now())
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"code": l.Code})
}

func (h *Handler) Redirect(w http.ResponseWriter, r *http.Request) {
	target, err := h.store.Resolve(r.PathValue("code"), h.now())
	switch {
	case errors.Is(err, ErrNotFound):
		http.NotFound(w, r)
	case errors.Is(err, ErrExpired):
		http.Error(w, "this link has expired", http.StatusGone)
	default:
		http.Redirect(w, r, target, http.StatusFound)
	}
}
