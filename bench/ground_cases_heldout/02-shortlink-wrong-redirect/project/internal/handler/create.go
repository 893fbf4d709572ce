package handler

import (
	"encoding/json"
	"net/http"
	"net/url"

	"github.com/hollis/shortlink/internal/codec"
	"github.com/hollis/shortlink/internal/store"
)

// Create handles POST /api/links.
type Create struct {
	st store.Store
}

func NewCreate(st store.Store) *Create { return &Create{st: st} }

func (h *Create) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var body struct {
		URL string `json:"url"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	u, err := url.Parse(body.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		http.Error(w, "url must be http(s)", http.StatusBadRequest)
		return
	}
	id, err := h.st.Put(u.String())
	if err != nil {
		http.Error(w, "store error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"code": codec.Encode(id)})
}
