package dispatch

import (
	"fmt"
	"strings"
)

// Zone は配達エリア。ID は "zone_1" 形式で注文システムから来る
type Zone struct {
	ID     string
	Center [2]float64
}

var zones = []Zone{
	{ID: "zone_1", Center: [2]float64{35.6581, 139.7017}},
	{ID: "zone_2", Center: [2]float64{35.6620, 139.7100}},
	{ID: "zone_3", Center: [2]float64{35.6555, 139.7122}},
	{ID: "zone_4", Center: [2]float64{35.6498, 139.7040}},
}

var zoneLabels = map[string]string{
	"zone_1": "駅前エリア",
	"zone_2": "駅東エリア",
	"zone_3": "南口エリア",
	"zone_4": "公園通りエリア",
}

// Label は配達員アプリに出すエリア名
func Label(id string) string {
	if l, ok := zoneLabels[id]; ok {
		return l
	}
	return id
}

// ZoneNumber は "zone_3" → 3
func ZoneNumber(id string) (int, error) {
	parts := strings.Split(id, "_")
	if len(parts) != 2 {
		return 0, fmt.Errorf("不正なエリアID: %q", id)
	}
	var n int
	_, err := fmt.Sscanf(parts[1], "%d", &n)
	return n, err
}

func FindZone(id string) (Zone, bool) {
	for _, z := range zones {
		if z.ID == id {
			return z, true
		}
	}
	return Zone{}, false
}
