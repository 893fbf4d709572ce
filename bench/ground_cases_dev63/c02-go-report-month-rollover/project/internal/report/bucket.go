package report

import (
	"fmt"
	"sort"
	"time"
)

// Order 是统计用的最小订单信息，PaidAt 从库里读出来是 UTC。
type Order struct {
	ID        int64
	Channel   string
	PaidAt    time.Time
	AmountFen int64
}

// DayKey 是日报分桶的键，形如 2025-03-01。
func DayKey(t time.Time) string {
	return t.In(Shanghai).Format("2006-01-02")
}

// WeekKey 是周报分桶的键，形如 2025-W09。
func WeekKey(t time.Time) string {
	_, week := t.In(Shanghai).ISOWeek()
	return fmt.Sprintf("%d-W%02d", t.In(Shanghai).Year(), week)
}

// MonthKey 是月报分桶的键，形如 2025-03。
func MonthKey(t time.Time) string {
	return t.In(Shanghai).Format("2006-01")
}

// Bucket 按 key 函数把订单分桶，返回每桶的单数和金额（分）。
func Bucket(orders []Order, key func(time.Time) string) map[string][2]int64 {
	out := make(map[string][2]int64)
	for _, o := range orders {
		k := key(o.PaidAt)
		v := out[k]
		v[0]++
		v[1] += o.AmountFen
		out[k] = v
	}
	return out
}

// Keys 返回排好序的桶键。
func Keys(m map[string][2]int64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
