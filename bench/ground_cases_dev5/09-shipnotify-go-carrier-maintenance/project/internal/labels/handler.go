package labels

import (
	"encoding/json"
	"net/http"
)

func Handler(s *Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			OrderID string `json:"order_id"`
			Zip     string `json:"zip"`
		}
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		l, err := s.Buy(in.OrderID, in.Zip)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		if l == nil {
			w.WriteHeader(http.StatusAccepted)
			return
		}
		json.NewEncoder(w).Encode(l)
	})
}
