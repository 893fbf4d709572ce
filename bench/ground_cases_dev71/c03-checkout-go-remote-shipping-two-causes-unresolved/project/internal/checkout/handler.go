package checkout

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"github.com/lvye-shop/checkout/internal/coupon"
	"github.com/lvye-shop/checkout/internal/shipping"
)

type Handler struct {
	coupons coupon.Store
	log     *slog.Logger
}

func NewHandler(coupons coupon.Store, log *slog.Logger) *Handler {
	return &Handler{coupons: coupons, log: log}
}

type quoteRequest struct {
	Items      []Item `json:"items"`
	Province   string `json:"province"`
	CouponCode string `json:"coupon_code"`
}

func (h *Handler) Quote(w http.ResponseWriter, r *http.Request) {
	var req quoteRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if strings.TrimSpace(req.Province) == "" {
		http.Error(w, "province is required", http.StatusBadRequest)
		return
	}
	var c *coupon.Coupon
	if req.CouponCode != "" {
		found, err := h.coupons.Get(req.CouponCode)
		if errors.Is(err, coupon.ErrNotFound) {
			http.Error(w, "coupon not found", http.StatusUnprocessableEntity)
			return
		}
		c = &found
	}
	q := BuildQuote(req.Items, req.Province, c)
	h.log.Info("quote", "province", shipping.Normalize(req.Province), "subtotal", q.Subtotal, "fee", q.ShippingFee)
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(q)
}
