package shipping

// 金额单位一律是分。
const (
	BaseFee         int64 = 800  // 首重 1kg 8 元
	PerKgExtra      int64 = 200  // 续重每 kg 2 元
	FreeOver        int64 = 9900 // 满 99 包邮
	RemoteSurcharge int64 = 1500 // 偏远地区附加费
)

// Input 是计算运费需要的信息。
type Input struct {
	Province    string
	Subtotal    int64 // 商品金额（分）
	WeightGrams int
}

// Fee 返回运费（分）。
func Fee(in Input) int64 {
	fee := BaseFee
	if in.WeightGrams > 1000 {
		extraKg := (in.WeightGrams - 1000 + 999) / 1000
		fee += int64(extraKg) * PerKgExtra
	}
	if in.Subtotal >= FreeOver {
		fee = 0
	}
	if IsRemote(in.Province) {
		fee += RemoteSurcharge
	}
	return fee
}
