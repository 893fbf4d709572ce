package unit

import (
	"fmt"
	"math"
)

// ToGram 把按售卖单位的数量换算成克。
// 生鲜按重量卖：1 斤 = 500 克，1 公斤 = 1000 克，1 两 = 50 克；“份”按 SKU 固定克重另算。
func ToGram(qty float64, u string) (int, error) {
	switch u {
	case "斤":
		return int(math.Round(qty * 1000)), nil
	case "公斤":
		return int(math.Round(qty * 1000)), nil
	case "两":
		return int(math.Round(qty * 50)), nil
	default:
		return 0, fmt.Errorf("不支持的单位: %s", u)
	}
}

// KgText 克数转成“x.x 公斤”展示
func KgText(gram int) string {
	return fmt.Sprintf("%.1f 公斤", float64(gram)/1000)
}

// MinQty 每个单位的起售量
func MinQty(u string) float64 {
	switch u {
	case "两":
		return 2
	default:
		return 0.5
	}
}
