package main

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
)

const maxSlugLen = 32

type Handler struct {
	store *Store
	now   func() time.Time
}

type createReq struct {
	Slug       string `json:"slug"`
	Target     string `json:"target"`
	TTLSeconds int    `json:"ttl_seconds"`
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	var req createReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Slug == "" || req.Target == "" {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	if len(req.Slug) > maxSlugLen {
		http.Error(w, "slug too long", http.StatusBadRequest)
		return
	}
	link := Link{Slug: req.Slug, Target: req.Target, CreatedAt: h.now(), TTLSeconds: req.TTLSeconds}
	if err := h.store.Put(link); errors.Is(err, ErrSlugTaken) {
		http.Error(w, "slug taken", http.StatusConflict)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(link)
}

func (h *Handler) Resolve(w http.ResponseWriter, r *http.Request) {
	link, ok := h.store.Get(chi.URLParam(r, "slug"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	if isExpired(link, h.now()) {
		http.Error(w, "link expired", http.StatusGone)
		return
	}
	http.Redirect(w, r, link.Target, http.StatusFound)
}
