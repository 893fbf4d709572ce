package api

import (
	"encoding/json"
	"math"
	"net/http"
	"time"

	"github.com/hayate-logi/etad/internal/eta"
	"github.com/hayate-logi/etad/internal/geo"
)

type etaRequest struct {
	Vehicle string      `json:"vehicle"`
	From    geo.Point   `json:"from"`
	Stops   []geo.Point `json:"stops"`
}

type etaResponse struct {
	Minutes    int     `json:"minutes"`
	DistanceKm float64 `json:"distance_km"`
	Arrival    string  `json:"arrival"`
}

// ETAHandler は POST /eta を処理する。
func ETAHandler(w http.ResponseWriter, r *http.Request) {
	var req etaRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	now := time.Now()
	minutes := eta.EstimateMinutes(eta.Request{Vehicle: req.Vehicle, From: req.From, Stops: req.Stops, Now: now})
	points := append([]geo.Point{req.From}, req.Stops...)
	distance := geo.RouteKm(points) * geo.RoadFactor
	resp := etaResponse{
		Minutes:    minutes,
		DistanceKm: math.Round(distance*10) / 10,
		Arrival:    now.Add(time.Duration(minutes) * time.Minute).Format(time.RFC3339),
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(resp)
}
