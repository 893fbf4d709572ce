package eta

import (
	"math"
	"time"
)

// 电动车平均骑行速度（km/h），2024Q3 骑手轨迹统计的中位数
const avgSpeedKmh = 18.0

// 每一单交接（找楼、等人、拍照）的平均耗时
const handoverMinutes = 4

type Stop struct {
	ID string
	Km float64 // 距上一站的骑行距离
}

// MinutesFor returns the riding time for km, rounded up to the whole minute.
func MinutesFor(km float64) int {
	return int(math.Ceil(km / avgSpeedKmh * 60))
}

// Arrivals returns the expected arrival time at each stop.
func Arrivals(start time.Time, stops []Stop) map[string]time.Time {
	out := make(map[string]time.Time, len(stops))
	t := start
	for _, s := range stops {
		t = t.Add(time.Duration(MinutesFor(s.Km)) * time.Minute)
		out[s.ID] = t
		t = t.Add(handoverMinutes * time.Minute)
	}
	return out
}

// FormatWindow renders the 30-minute window shown to the customer, in the depot's zone.
func FormatWindow(t time.Time, loc *time.Location) string {
	local := t.In(loc)
	return local.Format("15:04") + "-" + local.Add(30*time.Minute).Format("15:04")
}
