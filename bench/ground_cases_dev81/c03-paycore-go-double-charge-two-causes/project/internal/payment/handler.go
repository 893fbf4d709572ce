package payment

import (
	"encoding/json"
	"log/slog"
	"net/http"
)

type createRequest struct {
	OrderID   string `json:"order_id"`
	AmountFen int64  `json:"amount_fen"`
}

type createResponse struct {
	ID     int64  `json:"id"`
	Status string `json:"status"`
}

// CreateHandler serves POST /v1/payments. The Idempotency-Key header is required.
func CreateHandler(svc *Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		if key == "" {
			http.Error(w, "missing Idempotency-Key", http.StatusBadRequest)
			return
		}
		var req createRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		if req.OrderID == "" {
			http.Error(w, "order_id required", http.StatusBadRequest)
			return
		}
		if req.AmountFen <= 0 {
			http.Error(w, "amount_fen must be positive", http.StatusBadRequest)
			return
		}
		p, err := svc.Pay(r.Context(), req.OrderID, key, req.AmountFen)
		if err != nil {
			slog.Error("pay", "order", req.OrderID, "err", err)
			http.Error(w, "payment failed", http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(createResponse{ID: p.ID, Status: p.Status})
	})
}
