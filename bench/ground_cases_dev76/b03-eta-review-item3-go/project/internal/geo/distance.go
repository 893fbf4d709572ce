package geo

import "math"

const earthRadiusKm = 6371.0

// Point は緯度経度 (度)。
type Point struct {
	Lat float64 `json:"lat"`
	Lng float64 `json:"lng"`
}

// HaversineKm は 2 点間の大圏距離 (km) を返す。
func HaversineKm(a, b Point) float64 {
	lat1, lat2 := toRad(a.Lat), toRad(b.Lat)
	dLat := toRad(b.Lat - a.Lat)
	dLng := toRad(b.Lng - a.Lng)
	h := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(lat1)*math.Cos(lat2)*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * earthRadiusKm * math.Asin(math.Sqrt(h))
}

func toRad(deg float64) float64 {
	return deg * math.Pi / 180
}

// RouteKm は経由地を順に結んだ距離の合計。
func RouteKm(points []Point) float64 {
	total := 0.0
	for i := 1; i < len(points); i++ {
		total += HaversineKm(points[i-1], points[i])
	}
	return total
}

// RoadFactor は直線距離を道路距離に近づける補正係数。
const RoadFactor = 1.3
