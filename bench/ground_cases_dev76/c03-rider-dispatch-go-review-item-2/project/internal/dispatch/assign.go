package dispatch

import (
	"errors"
	"time"

	"github.com/lanxi/dispatcher/internal/geo"
)

// Driver 是一个在线骑手的快照，由骑手 App 每 30 秒上报一次位置。
type Driver struct {
	ID       string    `json:"id"`
	Lat      float64   `json:"lat"`
	Lng      float64   `json:"lng"`
	Capacity int       `json:"capacity"` // 箱子最多能装的件数
	Load     int       `json:"load"`     // 已经分到手上的件数
	LastPing time.Time `json:"last_ping"`
	Zone     string    `json:"zone"`
}

type Order struct {
	ID      string  `json:"id"`
	Lat     float64 `json:"lat"`
	Lng     float64 `json:"lng"`
	Parcels int     `json:"parcels"`
	Zone    string  `json:"zone"`
}

var ErrNoDriver = errors.New("dispatch: no available driver")

const maxPickupKm = 6.0

// 超过这个时间没上报位置的骑手视为离线
const offlineAfter = 5 * time.Minute

// nearestDriver picks the closest driver in the order's zone who can take the parcels.
func nearestDriver(drivers map[string]*Driver, o Order, now time.Time) (*Driver, float64) {
	var best *Driver
	bestKm := maxPickupKm
	for _, d := range drivers {
		if d.Zone != o.Zone {
			continue
		}
		if now.Sub(d.LastPing) > offlineAfter {
			continue
		}
		if d.Load+o.Parcels > d.Capacity {
			continue
		}
		km := geo.HaversineKm(d.Lat, d.Lng, o.Lat, o.Lng)
		if km <= bestKm {
			best, bestKm = d, km
		}
	}
	return best, bestKm
}

// Assign gives each order to a driver and updates the drivers' load.
// It stops at the first order nobody can take.
func Assign(drivers map[string]*Driver, orders []Order, now time.Time) (map[string]string, error) {
	result := make(map[string]string, len(orders))
	for _, o := range orders {
		d, _ := nearestDriver(drivers, o, now)
		if d == nil {
			return result, ErrNoDriver
		}
		d.Load += o.Parcels
		result[o.ID] = d.ID
	}
	return result, nil
}
