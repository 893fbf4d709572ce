package eta

import (
	"time"

	"github.com/hayate-logi/etad/internal/geo"
)

// 車種ごとの平均速度 (km/h)
var avgSpeedKmh = map[string]float64{
	"bike":      18,
	"kei_truck": 24,
	"van":       22,
}

// 1 配達先あたりの作業時間 (分)
const serviceMinutesPerStop = 4.0

// Request は ETA 計算の入力。
type Request struct {
	Vehicle string
	From    geo.Point
	Stops   []geo.Point
	Now     time.Time
}

func speedFor(vehicle string) float64 {
	if v, ok := avgSpeedKmh[vehicle]; ok {
		return v
	}
	return avgSpeedKmh["van"]
}

// trafficFactor は夕方ラッシュ (17-19 時) の遅延係数。
func trafficFactor(now time.Time) float64 {
	h := now.Hour()
	if h >= 17 && h < 19 {
		return 1.35
	}
	return 1.0
}

// EstimateMinutes は最後の配達先までの所要時間 (分)。
func EstimateMinutes(req Request) int {
	points := append([]geo.Point{req.From}, req.Stops...)
	km := geo.RouteKm(points) * geo.RoadFactor
	drive := km / speedFor(req.Vehicle) * 60 * trafficFactor(req.Now)
	minutes := drive + serviceMinutesPerStop*float64(len(req.Stops))
	return int(minutes)
}
