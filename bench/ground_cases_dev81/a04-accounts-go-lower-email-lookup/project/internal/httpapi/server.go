package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/fernhill/accounts/internal/store"
)

type Server struct {
	st  *store.Store
	mux *http.ServeMux
}

func New(st *store.Store) http.Handler {
	s := &Server{st: st, mux: http.NewServeMux()}
	s.mux.HandleFunc("POST /users", s.createUser)
	s.mux.HandleFunc("GET /users/lookup", s.lookup)
	return s.mux
}

func (s *Server) createUser(w http.ResponseWriter, r *http.Request) {
	var in struct{ Email, Name string }
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	u, err := s.st.CreateUser(r.Context(), in.Email, in.Name)
	switch {
	case errors.Is(err, store.ErrEmailTaken):
		http.Error(w, err.Error(), http.StatusConflict)
		return
	case err != nil:
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(u)
}

func (s *Server) lookup(w http.ResponseWriter, r *http.Request) {
	u, err := s.st.FindByEmail(r.Context(), r.URL.Query().Get("email"))
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	_ = json.NewEncoder(w).Encode(u)
}
