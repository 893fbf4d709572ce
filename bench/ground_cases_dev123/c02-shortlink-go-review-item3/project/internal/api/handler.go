package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/acme/shortlink/internal/store"
)

type Handler struct {
	Store   *store.Memory
	Limiter *Limiter
	BaseURL string
}

type createReq struct {
	URL string `json:"url"`
}

type createResp struct {
	Code  string `json:"code"`
	Short string `json:"short"`
}

func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/links", h.Create)
	mux.HandleFunc("GET /{code}", h.Resolve)
}

func clientIP(r *http.Request) string {
	if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
		return strings.TrimSpace(strings.Split(fwd, ",")[0])
	}
	host, _, _ := strings.Cut(r.RemoteAddr, ":")
	return host
}

// validTarget accepts only absolute http/https URLs with a host.
func validTarget(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	return (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	if !h.Limiter.Allow(clientIP(r)) {
		http.Error(w, "too many requests", http.StatusTooManyRequests)
		return
	}
	var req createReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.URL == "" {
		http.Error(w, "body must be {\"url\": \"...\"}", http.StatusBadRequest)
		return
	}
	if !validTarget(req.URL) {
		http.Error(w, "url must be an absolute http(s) URL", http.StatusBadRequest)
		return
	}
	link, err := h.Store.Save(req.URL)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(createResp{Code: link.Code, Short: h.BaseURL + "/" + link.Code})
}

func (h *Handler) Resolve(w http.ResponseWriter, r *http.Request) {
	link, err := h.Store.Get(r.PathValue("code"))
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	h.Store.Hit(link.Code)
	http.Redirect(w, r, link.Target, http.StatusMovedPermanently)
}
