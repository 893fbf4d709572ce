package orders

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/lanmei/shopadmin/internal/audit"
	"github.com/lanmei/shopadmin/internal/auth"
)

type Handler struct {
	store Store
	audit audit.Logger
}

func NewHandler(store Store, a audit.Logger) *Handler {
	return &Handler{store: store, audit: a}
}

func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	sess := auth.FromContext(r.Context())
	list, err := h.store.ListByShop(r.Context(), sess.ShopID)
	if err != nil {
		http.Error(w, "list failed", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

// loadOwnOrder 取 URL 里的订单，只返回当前门店的；别家店的订单一律当作不存在。
func (h *Handler) loadOwnOrder(w http.ResponseWriter, r *http.Request, sess *auth.Session) (Order, bool) {
	order, err := h.store.Get(r.Context(), chi.URLParam(r, "id"))
	if errors.Is(err, ErrNotFound) || (err == nil && order.ShopID != sess.ShopID) {
		http.Error(w, "not found", http.StatusNotFound)
		return Order{}, false
	}
	if err != nil {
		http.Error(w, "get failed", http.StatusInternalServerError)
		return Order{}, false
	}
	return order, true
}

func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	sess := auth.FromContext(r.Context())
	order, ok := h.loadOwnOrder(w, r, sess)
	if !ok {
		return
	}
	writeJSON(w, http.StatusOK, order)
}

type refundRequest struct {
	AmountFen int64  `json:"amount_fen"`
	Reason    string `json:"reason"`
}

func (h *Handler) Refund(w http.ResponseWriter, r *http.Request) {
	sess := auth.FromContext(r.Context())
	order, ok := h.loadOwnOrder(w, r, sess)
	if !ok {
		return
	}
	id := order.ID
	var req refundRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.AmountFen <= 0 {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	err := h.store.Refund(r.Context(), id, req.AmountFen, req.Reason)
	h.audit.Record(r.Context(), audit.Entry{Actor: sess.UserID, Shop: sess.ShopID, Action: "order.refund", Target: id, Detail: "refund ok"})
	if errors.Is(err, ErrOverRefund) {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	if err != nil {
		http.Error(w, "refund failed", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"ok": true})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
