// Package api serves slots and fees to the checkout.
package api

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/freshbox/slotter/internal/fees"
	"github.com/freshbox/slotter/internal/slots"
)

type feeResponse struct {
	Zone  int        `json:"zone"`
	Cents fees.Cents `json:"cents"`
}

func Router(planner *slots.Planner, bookings slots.Bookings) http.Handler {
	r := chi.NewRouter()
	r.Get("/slots", func(w http.ResponseWriter, req *http.Request) {
		days, _ := strconv.Atoi(req.URL.Query().Get("days"))
		if days <= 0 || days > 14 {
			days = 5
		}
		writeJSON(w, http.StatusOK, planner.Bookable(time.Now(), days, bookings, slots.DefaultCapacity))
	})
	r.Get("/fee", func(w http.ResponseWriter, req *http.Request) {
		zone, err := fees.Zone(req.URL.Query().Get("postcode"))
		if err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		grams, _ := strconv.Atoi(req.URL.Query().Get("grams"))
		cents, err := fees.FeeForZone(zone, grams)
		if err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, feeResponse{Zone: zone, Cents: cents})
	})
	return r
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
