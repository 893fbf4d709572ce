package api

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/acme/ledgerd/internal/billing"
)

type InvoiceStore interface {
	Get(id string) (*billing.Invoice, error)
	Save(inv *billing.Invoice) error
}

type Server struct {
	store InvoiceStore
	log   *slog.Logger
}

func NewServer(store InvoiceStore, log *slog.Logger) *Server {
	return &Server{store: store, log: log}
}

func (s *Server) Routes() http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(s.logRequests)

	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	r.Route("/invoices", func(r chi.Router) {
		r.Get("/{id}", s.getInvoice)
		r.Get("/{id}/summary", s.getInvoiceSummary)
		r.Post("/{id}/lines", s.addLine)
	})
	r.Route("/admin", func(r chi.Router) {
		r.Use(middleware.Recoverer)
		r.Post("/invoices/{id}/void", s.voidInvoice)
	})
	return r
}

func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		next.ServeHTTP(ww, r)
		s.log.Info("request", "method", r.Method, "path", r.URL.Path,
			"status", ww.Status(), "dur", time.Since(start))
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (s *Server) load(w http.ResponseWriter, r *http.Request) (*billing.Invoice, bool) {
	inv, err := s.store.Get(chi.URLParam(r, "id"))
	if errors.Is(err, billing.ErrNotFound) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "invoice not found"})
		return nil, false
	}
	if err != nil {
		s.log.Error("load invoice", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal"})
		return nil, false
	}
	return inv, true
}

func (s *Server) getInvoice(w http.ResponseWriter, r *http.Request) {
	if inv, ok := s.load(w, r); ok {
		writeJSON(w, http.StatusOK, inv)
	}
}

func (s *Server) getInvoiceSummary(w http.ResponseWriter, r *http.Request) {
	inv, ok := s.load(w, r)
	if !ok {
		return
	}
	writeJSON(w, http.StatusOK, inv.Summary())
}

func (s *Server) addLine(w http.ResponseWriter, r *http.Request) {
	inv, ok := s.load(w, r)
	if !ok {
		return
	}
	var l billing.Line
	if err := json.NewDecoder(r.Body).Decode(&l); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "bad json"})
		return
	}
	if err := inv.AddLine(l); err != nil {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]string{"error": err.Error()})
		return
	}
	if err := s.store.Save(inv); err != nil {
		s.log.Error("save invoice", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal"})
		return
	}
	writeJSON(w, http.StatusCreated, inv.Summary())
}

func (s *Server) voidInvoice(w http.ResponseWriter, r *http.Request) {
	inv, ok := s.load(w, r)
	if !ok {
		return
	}
	inv.Status = billing.StatusVoid
	if err := s.store.Save(inv); err != nil {
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal"})
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
