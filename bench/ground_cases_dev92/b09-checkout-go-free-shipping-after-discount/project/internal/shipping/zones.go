package shipping

// FreeThreshold 以上の注文は送料無料(税込、円)。
const FreeThreshold = 5000

var zoneOf = map[string]string{
	"北海道": "hokkaido",
	"青森県": "tohoku", "岩手県": "tohoku", "宮城県": "tohoku",
	"東京都": "kanto", "神奈川県": "kanto", "千葉県": "kanto", "埼玉県": "kanto",
	"大阪府": "kansai", "京都府": "kansai", "兵庫県": "kansai",
	"福岡県": "kyushu", "熊本県": "kyushu", "鹿児島県": "kyushu",
	"沖縄県": "okinawa",
}

var feeByZone = map[string]int{
	"hokkaido": 1200,
	"tohoku":   900,
	"kanto":    700,
	"kansai":   800,
	"kyushu":   1000,
	"okinawa":  1600,
}

// Fee は都道府県と注文金額から送料を返す。
func Fee(prefecture string, amount int) int {
	if amount >= FreeThreshold {
		return 0
	}
	return feeByZone[zoneOf[prefecture]]
}
