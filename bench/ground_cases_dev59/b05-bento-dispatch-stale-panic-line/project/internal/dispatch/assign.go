package dispatch

import (
	"errors"
	"log/slog"
	"math"
	"sort"

	"github.com/kaze-bento/dispatch/internal/courier"
)

// MaxDistanceKm より遠い配達員には割り当てない
const MaxDistanceKm = 3.0

// RainyBicycleMaxKm は雨の日の自転車の上限
const RainyBicycleMaxKm = 1.5

var ErrNoZone = errors.New("配達エリア外の注文です")

type Order struct {
	ID     string
	ZoneID string
	Lat    float64
	Lng    float64
	Items  int
	Rainy  bool // 注文システムから。雨の日は自転車の上限を下げる
}

type Assigner struct {
	Couriers func() []courier.Courier
	Log      *slog.Logger
}

type candidate struct {
	c    courier.Courier
	dist float64
}

// Assign は注文に一番近い空き配達員を選ぶ
func (a *Assigner) Assign(o Order) (courier.Courier, error) {
	if _, ok := FindZone(o.ZoneID); !ok {
		return courier.Courier{}, ErrNoZone
	}
	best := a.pickCourier(o)
	a.Log.Info("配車しました", "order", o.ID, "courier", best.c.Name, "dist_km", math.Round(best.dist*10)/10)
	return best.c, nil
}

func (a *Assigner) pickCourier(o Order) candidate {
	var cands []candidate
	for _, c := range a.Couriers() {
		if !c.Available() {
			continue
		}
		d := distanceKm(c.Lat, c.Lng, o.Lat, o.Lng)
		if d > maxDistanceKm(c, o) {
			continue
		}
		cands = append(cands, candidate{c, d})
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].dist < cands[j].dist })
	best := cands[0]
	return best
}

func maxDistanceKm(c courier.Courier, o Order) float64 {
	if o.Rainy && c.Bicycle {
		return RainyBicycleMaxKm
	}
	return MaxDistanceKm
}

// distanceKm は2点間の距離（ハバーサイン）
func distanceKm(lat1, lng1, lat2, lng2 float64) float64 {
	const r = 6371.0
	rad := math.Pi / 180
	dLat := (lat2 - lat1) * rad
	dLng := (lng2 - lng1) * rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * r * math.Asin(math.Sqrt(h))
}
