package api

import "time"

type order struct {
	Number     string
	TotalMinor int64
	Currency   string
	TimeZone   string
	ETA        time.Time
}

// loadOrder is a stand-in until the orders service client lands.
func loadOrder(id string) order {
	return order{
		Number:     "N-" + id,
		TotalMinor: 12990,
		Currency:   "CNY",
		TimeZone:   "Asia/Shanghai",
		ETA:        time.Now().Add(72 * time.Hour),
	}
}
