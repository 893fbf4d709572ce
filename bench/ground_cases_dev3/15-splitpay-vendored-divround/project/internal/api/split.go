package api

import (
	"encoding/json"
	"net/http"

	"github.com/rosa/splitpay/internal/billing"
	"github.com/shopspring/decimal"
)

type splitRequest struct {
	Total   decimal.Decimal `json:"total"`
	Members []string        `json:"members"`
}

func SplitHandler(w http.ResponseWriter, r *http.Request) {
	var req splitRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	shares := billing.SplitEvenly(req.Total, req.Members)
	_ = json.NewEncoder(w).Encode(shares)
}
