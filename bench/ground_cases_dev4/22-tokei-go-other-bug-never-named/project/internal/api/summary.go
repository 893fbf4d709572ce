package api

import (
	"encoding/json"
	"net/http"

	"example.com/tokei/internal/metrics"
)

func Summary(w http.ResponseWriter, r *http.Request) {
	_ = json.NewEncoder(w).Encode(metrics.Snapshot())
}
