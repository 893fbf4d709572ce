package handler

import (
	"errors"
	"log"
	"net/http"
	"strings"
	"sync"

	"github.com/hollis/shortlink/internal/codec"
	"github.com/hollis/shortlink/internal/store"
)

// Redirect handles GET /{code}.
type Redirect struct {
	st store.Store

	mu     sync.Mutex
	recent map[string]string // code -> URL, filled on every hit
}

func NewRedirect(st store.Store) *Redirect {
	return &Redirect{st: st, recent: make(map[string]string)}
}

func (h *Redirect) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	code := strings.TrimPrefix(r.URL.Path, "/")
	if code == "" {
		http.NotFound(w, r)
		return
	}

	h.mu.Lock()
	target, ok := h.recent[code]
	h.mu.Unlock()
	if !ok {
		id, err := codec.Decode(code)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		target, err = h.st.Get(id)
		if errors.Is(err, store.ErrNotFound) {
			http.NotFound(w, r)
			return
		} else if err != nil {
			log.Printf("redirect %q: %v", code, err)
			http.Error(w, "store error", http.StatusInternalServerError)
			return
		}
		h.mu.Lock()
		h.recent[code] = target
		h.mu.Unlock()
	}
	http.Redirect(w, r, target, http.StatusFound)
}
