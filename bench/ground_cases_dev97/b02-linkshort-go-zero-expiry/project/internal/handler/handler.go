package handler

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"time"

	"github.com/hiro-t/linkshort/internal/stats"
	"github.com/hiro-t/linkshort/internal/store"
)

type Handler struct {
	store *store.Store
	stats *stats.Counter
}

func New(s *store.Store, c *stats.Counter) *Handler { return &Handler{store: s, stats: c} }

func (h *Handler) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /links", h.Create)
	mux.HandleFunc("GET /stats/top", h.Top)
	mux.HandleFunc("GET /{code}", h.Redirect)
	return mux
}

type createReq struct {
	URL     string `json:"url"`
	TTLDays int    `json:"ttl_days"`
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	var req createReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.URL == "" {
		http.Error(w, "url is required", http.StatusBadRequest)
		return
	}
	if u, err := url.Parse(req.URL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		http.Error(w, "url must be http or https", http.StatusBadRequest)
		return
	}
	link := store.Link{Code: newCode(), Target: req.URL, CreatedAt: time.Now().UTC()}
	if req.TTLDays > 0 {
		link.ExpiresAt = link.CreatedAt.AddDate(0, 0, req.TTLDays)
	}
	if err := h.store.Insert(r.Context(), link); err != nil {
		http.Error(w, "could not save", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"code": link.Code})
}

func (h *Handler) Redirect(w http.ResponseWriter, r *http.Request) {
	link, err := h.store.Get(r.Context(), r.PathValue("code"))
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	if link.ExpiresAt.Before(time.Now()) {
		http.Error(w, "link expired", http.StatusGone)
		return
	}
	h.stats.Hit(link.Code)
	http.Redirect(w, r, link.Target, http.StatusFound)
}

func (h *Handler) Top(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(h.stats.Top(10))
}

func newCode() string {
	b := make([]byte, 6)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
