package geo

import "math"

const earthRadiusKm = 6371.0

// Haversine 返回两点之间的球面直线距离（公里）。
// 参数顺序：纬度1, 经度1, 纬度2, 经度2。
func Haversine(lat1, lng1, lat2, lng2 float64) float64 {
	dLat := rad(lat2 - lat1)
	dLng := rad(lng2 - lng1)
	a := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(rad(lat1))*math.Cos(rad(lat2))*math.Sin(dLng/2)*math.Sin(dLng/2)
	c := 2 * math.Atan2(math.Sqrt(a), math.Sqrt(1-a))
	return earthRadiusKm * c
}

func rad(d float64) float64 {
	return d * math.Pi / 180
}

// WithinKm 判断是否在半径内
func WithinKm(lat1, lng1, lat2, lng2, km float64) bool {
	return Haversine(lat1, lng1, lat2, lng2) <= km
}

// RideMinutes 粗略估算电动车骑行时间：平均 18km/h，路网系数 1.3
func RideMinutes(km float64) int {
	m := km * 1.3 / 18 * 60
	if m < 5 {
		return 5
	}
	return int(math.Ceil(m))
}
