// Package api is the HTTP surface of shortlinkd.
package api

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/acme/shortlink/internal/store"
)

type Server struct {
	Store   store.Store
	BaseURL string
	Log     *slog.Logger
}

type createReq struct {
	URL      string `json:"url"`
	Slug     string `json:"slug,omitempty"`
	TTLHours int    `json:"ttl_hours,omitempty"`
}

type createResp struct {
	Short string `json:"short"`
	Slug  string `json:"slug"`
}

func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/links", s.create)
	mux.HandleFunc("GET /api/links/{slug}/stats", s.stats)
	mux.HandleFunc("GET /{slug}", s.redirect)
	return mux
}

func (s *Server) create(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	var req createReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid JSON body: "+err.Error(), http.StatusBadRequest)
		return
	}
	if !strings.HasPrefix(req.URL, "http://") && !strings.HasPrefix(req.URL, "https://") {
		http.Error(w, "url must be http(s)", http.StatusBadRequest)
		return
	}
	slug := req.Slug
	if slug == "" {
		slug = store.NewSlug()
	}
	ttl := time.Duration(req.TTLHours) * time.Hour
	if err := s.Store.Put(r.Context(), slug, req.URL, ttl); err != nil {
		if errors.Is(err, store.ErrExists) {
			http.Error(w, "slug taken", http.StatusConflict)
			return
		}
		s.Log.Error("put link", "slug", slug, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(createResp{Short: s.BaseURL + "/" + slug, Slug: slug})
}

func (s *Server) redirect(w http.ResponseWriter, r *http.Request) {
	slug := r.PathValue("slug")
	target, err := s.Store.Get(r.Context(), slug)
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		s.Log.Error("get link", "slug", slug, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if err := s.Store.Incr(r.Context(), slug); err != nil {
		s.Log.Warn("count hit", "slug", slug, "err", err)
	}
	http.Redirect(w, r, target, http.StatusMovedPermanently)
}

func (s *Server) stats(w http.ResponseWriter, r *http.Request) {
	slug := r.PathValue("slug")
	if _, err := s.Store.Get(r.Context(), slug); errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	hits, err := s.Store.Hits(r.Context(), slug)
	if err != nil {
		s.Log.Error("hits", "slug", slug, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"slug": slug, "hits": hits})
}
