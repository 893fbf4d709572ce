package api

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/orbitdesk/shortlinks/internal/slug"
	"github.com/orbitdesk/shortlinks/internal/store"
)

type Server struct {
	Store   store.Store
	BaseURL string
	Log     *slog.Logger
}

type createRequest struct {
	Target    string `json:"target"`
	Slug      string `json:"slug,omitempty"`
	ExpiresIn int    `json:"expires_in,omitempty"` // seconds
}

type linkResponse struct {
	Slug   string `json:"slug"`
	Short  string `json:"short"`
	Target string `json:"target"`
	Hits   int64  `json:"hits"`
}

func (s *Server) Routes(limiter *Limiter) http.Handler {
	r := chi.NewRouter()
	r.Use(s.logRequests)
	r.Get("/{slug}", s.redirect)
	r.Route("/api/links", func(r chi.Router) {
		r.Use(limiter.Middleware)
		r.Post("/", s.create)
		r.Get("/{slug}", s.show)
	})
	return r
}

func (s *Server) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	u, err := url.Parse(req.Target)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		writeError(w, http.StatusBadRequest, "target must be an absolute http(s) URL")
		return
	}
	if req.Slug == "" {
		if req.Slug, err = slug.New(7); err != nil {
			writeError(w, http.StatusInternalServerError, "could not generate slug")
			return
		}
	} else if err := slug.Validate(req.Slug); err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	if req.ExpiresIn < 0 {
		writeError(w, http.StatusBadRequest, "expires_in must be a positive number of seconds")
		return
	}
	link := store.Link{Slug: req.Slug, Target: u.String(), CreatedAt: time.Now().UTC()}
	if req.ExpiresIn > 0 {
		at := link.CreatedAt.Add(time.Duration(req.ExpiresIn) * time.Second)
		link.ExpiresAt = &at
	}
	if err := s.Store.Create(r.Context(), link); errors.Is(err, store.ErrExists) {
		writeError(w, http.StatusConflict, "slug already taken")
		return
	} else if err != nil {
		s.Log.Error("create link", "err", err)
		writeError(w, http.StatusInternalServerError, "could not save link")
		return
	}
	writeJSON(w, http.StatusCreated, s.present(link))
}

func (s *Server) show(w http.ResponseWriter, r *http.Request) {
	link, err := s.Store.Get(r.Context(), chi.URLParam(r, "slug"))
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "no such link")
		return
	} else if err != nil {
		writeError(w, http.StatusInternalServerError, "could not load link")
		return
	}
	writeJSON(w, http.StatusOK, s.present(link))
}

func (s *Server) redirect(w http.ResponseWriter, r *http.Request) {
	key := chi.URLParam(r, "slug")
	link, err := s.Store.Get(r.Context(), key)
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	} else if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if link.Expired(time.Now()) {
		http.Error(w, "this link has expired", http.StatusGone)
		return
	}
	if err := s.Store.Hit(r.Context(), key); err != nil {
		s.Log.Warn("count hit", "slug", key, "err", err)
	}
	http.Redirect(w, r, link.Target, http.StatusFound)
}

func (s *Server) present(l store.Link) linkResponse {
	return linkResponse{Slug: l.Slug, Short: s.BaseURL + "/" + l.Slug, Target: l.Target, Hits: l.Hits}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
