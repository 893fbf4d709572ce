package api

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"example.com/notify/internal/store"
)

type Handler struct {
	st *store.Store
}

func NewHandler(st *store.Store) *Handler { return &Handler{st: st} }

func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/campaigns/{id}/recipients", h.listRecipients)
	r.Post("/campaigns/{id}/send", h.send)
	return r
}

const (
	defaultLimit = 50
	maxLimit     = 200
)

// pageParams reads ?limit= and ?offset=; bad or missing values fall back to the defaults.
func pageParams(r *http.Request) (limit, offset int) {
	limit, offset = defaultLimit, 0
	if v, err := strconv.Atoi(r.URL.Query().Get("limit")); err == nil && v > 0 {
		limit = min(v, maxLimit)
	}
	if v, err := strconv.Atoi(r.URL.Query().Get("offset")); err == nil && v >= 0 {
		offset = v
	}
	return limit, offset
}

type recipientView struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Email   string `json:"email"`
	Domain  string `json:"domain"`
	Opted   bool   `json:"opted_in"`
}

func (h *Handler) listRecipients(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	rs, err := h.st.Recipients(r.Context(), id)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	total := len(rs)
	limit, offset := pageParams(r)
	if offset > len(rs) {
		offset = len(rs)
	}
	rs = rs[offset:min(offset+limit, len(rs))]
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	out := make([]recipientView, 0, len(rs))
	for _, rc := range rs {
		out = append(out, recipientSummary(rc))
	}
	writeJSON(w, out)
}

func recipientSummary(rc store.Recipient) recipientView {
	email := rc.Emails[0]
	domain := ""
	if at := strings.LastIndex(email, "@"); at >= 0 {
		domain = email[at+1:]
	}
	return recipientView{ID: rc.ID, Name: rc.Name, Email: email, Domain: domain, Opted: rc.OptedIn}
}

func (h *Handler) send(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	n, err := h.st.Enqueue(r.Context(), id)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, map[string]int{"queued": n})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
