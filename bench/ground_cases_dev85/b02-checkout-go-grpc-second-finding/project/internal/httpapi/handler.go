package httpapi

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"

	"github.com/hanamaru-tech/checkout/internal/checkout"
	"github.com/hanamaru-tech/checkout/internal/inventory"
)

type placeOrderRequest struct {
	OrderID   string           `json:"order_id"`
	Items     []inventory.Item `json:"items"`
	AmountYen int64            `json:"amount_yen"`
}

// New returns the checkout HTTP API.
func New(svc *checkout.Service) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/checkout", func(w http.ResponseWriter, r *http.Request) {
		var req placeOrderRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.OrderID == "" {
			writeError(w, http.StatusBadRequest, "invalid_request", "order_id and items are required")
			return
		}
		res, err := svc.PlaceOrder(r.Context(), checkout.Order{ID: req.OrderID, Items: req.Items, AmountYen: req.AmountYen})
		if err != nil {
			log.Printf("ERROR checkout: %v", err)
			if errors.Is(err, checkout.ErrOutOfStock) {
				writeError(w, http.StatusConflict, "out_of_stock", "one or more items are out of stock")
				return
			}
			writeError(w, http.StatusBadGateway, "upstream_failed", "could not place the order, try again")
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(res)
	})
	return mux
}

func writeError(w http.ResponseWriter, status int, code, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"code": code, "message": message})
}
