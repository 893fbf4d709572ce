package orders

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
)

type Handler struct {
	store *MemStore
}

func NewHandler(s *MemStore) *Handler { return &Handler{store: s} }

type listResponse struct {
	Items []Order `json:"items"`
	Page  int     `json:"page"`
	Size  int     `json:"size"`
	Total int     `json:"total"`
}

func intParam(r *http.Request, key string, def int) int {
	v, err := strconv.Atoi(r.URL.Query().Get(key))
	if err != nil || v <= 0 {
		return def
	}
	return v
}

// parseStatuses splits "paid, shipped" into a set; empty parts are ignored.
func parseStatuses(raw string) map[string]bool {
	set := map[string]bool{}
	for _, part := range strings.Split(raw, ",") {
		if p := strings.TrimSpace(part); p != "" {
			set[p] = true
		}
	}
	return set
}

func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	all := h.store.All()
	if want := parseStatuses(r.URL.Query().Get("status")); len(want) > 0 {
		filtered := all[:0:0]
		for _, o := range all {
			if want[o.Status] {
				filtered = append(filtered, o)
			}
		}
		all = filtered
	}
	page := intParam(r, "page", 1)
	size := ClampSize(intParam(r, "size", DefaultPageSize))
	start, end := PageBounds(len(all), page, size)
	w.Header().Set("X-Total-Count", strconv.Itoa(len(all)))
	writeJSON(w, http.StatusOK, listResponse{Items: all[start:end], Page: page, Size: size, Total: len(all)})
}

func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	o, ok := h.store.Get(r.PathValue("id"))
	if !ok {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "order not found"})
		return
	}
	writeJSON(w, http.StatusOK, o)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}
