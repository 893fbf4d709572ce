package geo

import "math"

const earthRadiusKm = 6371.0

// RoadFactor 直线距离换算成骑行距离的经验系数（杭州主城区抽样）
const RoadFactor = 1.35

func rad(deg float64) float64 { return deg * math.Pi / 180 }

// HaversineKm is the great-circle distance between two WGS-84 points.
func HaversineKm(lat1, lng1, lat2, lng2 float64) float64 {
	dLat := rad(lat2 - lat1)
	dLng := rad(lng2 - lng1)
	a := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(rad(lat1))*math.Cos(rad(lat2))*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * earthRadiusKm * math.Asin(math.Sqrt(a))
}

// RoadKm estimates the riding distance from the straight-line distance.
func RoadKm(lat1, lng1, lat2, lng2 float64) float64 {
	return HaversineKm(lat1, lng1, lat2, lng2) * RoadFactor
}

// BoundingBox returns a rough lat/lng box around a point, used to prefilter drivers.
func BoundingBox(lat, lng, km float64) (minLat, minLng, maxLat, maxLng float64) {
	dLat := km / 111.0
	dLng := km / (111.0 * math.Cos(rad(lat)))
	return lat - dLat, lng - dLng, lat + dLat, lng + dLng
}
