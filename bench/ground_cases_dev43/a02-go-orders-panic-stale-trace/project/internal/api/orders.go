package api

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ledgerly/orders-svc/internal/store"
)

const (
	defaultLimit = 50
	maxLimit     = 200
)

var validStatuses = map[string]bool{"paid": true, "refunded": true, "pending": true}

type OrdersHandler struct {
	store store.Orders
}

func NewOrdersHandler(s store.Orders) *OrdersHandler { return &OrdersHandler{store: s} }

type listResponse struct {
	Items      []store.Order `json:"items"`
	NextCursor string        `json:"next_cursor,omitempty"`
}

func clampLimit(raw string) (int, error) {
	if raw == "" {
		return defaultLimit, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("limit must be a positive integer")
	}
	if n > maxLimit {
		n = maxLimit
	}
	return n, nil
}

// List returns one page of the account's orders, newest first, and a cursor for the next
// page when the page is full.
func (h *OrdersHandler) List(w http.ResponseWriter, r *http.Request) {
	accountID := AccountID(r.Context())
	q := r.URL.Query()

	limit, err := clampLimit(q.Get("limit"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	after, err := decodeCursor(q.Get("cursor"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid cursor")
		return
	}
	status := q.Get("status")
	if status != "" && !validStatuses[status] {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("unknown status %q", status))
		return
	}

	items, err := h.store.List(r.Context(), store.ListParams{
		AccountID: accountID, After: after, Limit: limit, Status: status,
	})
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not list orders")
		return
	}

	resp := listResponse{Items: items}
	if len(items) == limit {
		// a full page: there may be more, so hand out a cursor after its last row
		last := items[limit]
		resp.NextCursor = encodeCursor(store.Cursor{CreatedAt: last.CreatedAt, ID: last.ID})
	}
	writeJSON(w, http.StatusOK, resp)
}

func (h *OrdersHandler) Get(w http.ResponseWriter, r *http.Request) {
	order, err := h.store.Get(r.Context(), AccountID(r.Context()), r.PathValue("id"))
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "order not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not load order")
		return
	}
	writeJSON(w, http.StatusOK, order)
}

func encodeCursor(c store.Cursor) string {
	raw := fmt.Sprintf("%d|%s", c.CreatedAt.UnixMicro(), c.ID)
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

func decodeCursor(s string) (*store.Cursor, error) {
	if s == "" {
		return nil, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, err
	}
	ts, id, ok := strings.Cut(string(raw), "|")
	if !ok {
		return nil, errors.New("malformed cursor")
	}
	micros, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return nil, err
	}
	return &store.Cursor{CreatedAt: time.UnixMicro(micros).UTC(), ID: id}, nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
