package handler

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/url"

	"github.com/quayside/linkshort/internal/slug"
	"github.com/quayside/linkshort/internal/store"
)

const maxSlugTries = 3

// Saver is the part of the store the create handler needs.
type Saver interface {
	Save(ctx context.Context, slug, target string) error
}

// Create handles POST /api/links {"url": "..."}.
type Create struct {
	store   Saver
	log     *slog.Logger
	slugLen int
	baseURL string
}

func NewCreate(s Saver, log *slog.Logger, slugLen int, baseURL string) *Create {
	return &Create{store: s, log: log, slugLen: slugLen, baseURL: baseURL}
}

type createRequest struct {
	URL string `json:"url"`
}

type createResponse struct {
	Slug     string `json:"slug"`
	ShortURL string `json:"short_url"`
}

func (h *Create) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return
	}
	if _, err := url.ParseRequestURI(req.URL); err != nil {
		http.Error(w, "url must be absolute", http.StatusBadRequest)
		return
	}
	for i := 0; i < maxSlugTries; i++ {
		s := slug.New(h.slugLen)
		err := h.store.Save(r.Context(), s, req.URL)
		if errors.Is(err, store.ErrTaken) {
			continue
		}
		if err != nil {
			h.log.Error("save failed", "err", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(createResponse{Slug: s, ShortURL: h.baseURL + "/" + s})
		return
	}
	http.Error(w, "could not allocate a slug, try again", http.StatusServiceUnavailable)
}
