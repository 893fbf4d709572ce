package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/hayato-k/linkshort/internal/config"
	"github.com/hayato-k/linkshort/internal/store"
)

type Server struct {
	Cfg   config.Config
	Links store.Store
}

func (s *Server) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /links/{code}", s.GetLink)
	mux.HandleFunc("GET /links", s.ListLinks)
	mux.HandleFunc("POST /links", s.CreateLink)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("ok"))
	})
	return mux
}

func (s *Server) GetLink(w http.ResponseWriter, r *http.Request) {
	link, err := s.Links.Get(r.Context(), r.PathValue("code"))
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, link)
}

func (s *Server) ListLinks(w http.ResponseWriter, r *http.Request) {
	page, err := strconv.Atoi(r.URL.Query().Get("page"))
	if err != nil || page < 1 {
		page = 1
	}
	size := s.Cfg.PageSize
	offset := (page - 1) * size
	links, err := s.Links.List(r.Context(), offset, size)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, links)
}

func (s *Server) CreateLink(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, s.Cfg.MaxBodyBytes)
	var in struct {
		URL string `json:"url"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.URL == "" {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	link, err := s.Links.Create(r.Context(), in.URL)
	if errors.Is(err, store.ErrInvalidURL) {
		http.Error(w, "invalid url", http.StatusUnprocessableEntity)
		return
	} else if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, link)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
