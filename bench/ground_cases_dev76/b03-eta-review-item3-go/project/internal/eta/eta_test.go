package eta

import (
	"testing"
	"time"

	"github.com/hayate-logi/etad/internal/geo"
)

func TestSpeedForUnknownVehicleFallsBackToVan(t *testing.T) {
	if got := speedFor("truck_4t"); got != 22 {
		t.Fatalf("speedFor(truck_4t) = %v, want 22", got)
	}
}

func TestTrafficFactorRushHour(t *testing.T) {
	rush := time.Date(2025, 11, 20, 17, 30, 0, 0, time.UTC)
	if got := trafficFactor(rush); got != 1.35 {
		t.Fatalf("trafficFactor = %v", got)
	}
}

func TestEstimateNoStops(t *testing.T) {
	req := Request{Vehicle: "van", From: geo.Point{Lat: 35.68, Lng: 139.76}}
	if got := EstimateMinutes(req); got != 0 {
		t.Fatalf("EstimateMinutes = %d, want 0", got)
	}
}
