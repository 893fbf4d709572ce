package geo

import (
	"math"
	"testing"
)

func TestHaversineTokyoToYokohama(t *testing.T) {
	tokyo := Point{Lat: 35.6812, Lng: 139.7671}
	yokohama := Point{Lat: 35.4658, Lng: 139.6223}
	got := HaversineKm(tokyo, yokohama)
	if math.Abs(got-27.3) > 0.5 {
		t.Fatalf("HaversineKm = %.2f, want about 27.3", got)
	}
}

func TestHaversineSamePoint(t *testing.T) {
	p := Point{Lat: 34.7025, Lng: 135.4959}
	if got := HaversineKm(p, p); got != 0 {
		t.Fatalf("HaversineKm(p, p) = %v", got)
	}
}
