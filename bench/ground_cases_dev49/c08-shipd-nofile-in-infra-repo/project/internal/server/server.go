package server

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"time"

	"git.corp.example.com/build/shipd/internal/config"
	"git.corp.example.com/build/shipd/internal/store"
)

type Server struct {
	cfg   *config.Config
	store *store.Disk
	http  *http.Server
}

func New(cfg *config.Config, st *store.Disk) *Server {
	s := &Server{cfg: cfg, store: st}
	mux := http.NewServeMux()
	mux.HandleFunc("PUT /artifacts/{name}", s.handlePut)
	mux.HandleFunc("GET /artifacts/{name}", s.handleGet)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "ok") })
	s.http = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: cfg.IdleTimeout}
	return s
}

// Serve listens on cfg.Addr until ctx is cancelled, then drains for up to 30s.
func (s *Server) Serve(ctx context.Context) error {
	ln, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return err
	}
	ln = limitListen(ln, s.cfg.MaxConns)
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		s.http.Shutdown(shutdown)
	}()
	if err := s.http.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func (s *Server) handlePut(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	sum, err := s.store.Put(name, r.Body)
	switch {
	case errors.Is(err, store.ErrTooLarge):
		http.Error(w, err.Error(), http.StatusRequestEntityTooLarge)
	case err != nil:
		log.Printf("put %s: %v", name, err)
		http.Error(w, "store failed", http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusCreated)
		fmt.Fprintln(w, sum)
	}
}

func (s *Server) handleGet(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	f, err := s.store.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	http.ServeContent(w, r, name, time.Time{}, f)
}
