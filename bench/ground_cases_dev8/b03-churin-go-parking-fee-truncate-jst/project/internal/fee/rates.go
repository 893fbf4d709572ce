package fee

import "time"

// Rates は駐輪場ごとの料金設定。
type Rates struct {
	Daily      int           // 1 暦日あたりの料金 (円)
	FreePeriod time.Duration // 入庫からこの時間以内の出庫は無料
	MonthlyCap int           // 定期利用者の月額上限 (0 なら上限なし)
}

// Default は市営駐輪場の標準料金。
var Default = Rates{
	Daily:      150,
	FreePeriod: 2 * time.Hour,
	MonthlyCap: 2000,
}

// ForLot は駐輪場ごとの料金。駅前第2だけ日額が違う。
func ForLot(lotID string) Rates {
	if lotID == "ekimae-2" {
		r := Default
		r.Daily = 200
		return r
	}
	return Default
}
