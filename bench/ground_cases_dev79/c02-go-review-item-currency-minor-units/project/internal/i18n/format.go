package i18n

import (
	"fmt"
	"time"

	"golang.org/x/text/currency"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// FormatPrice renders an amount given in the currency's minor unit
// (cents, fen; yen has none) for display in tag's locale.
func FormatPrice(tag language.Tag, amountMinor int64, cur string) string {
	unit, err := currency.ParseISO(cur)
	if err != nil {
		return fmt.Sprintf("%d %s", amountMinor, cur)
	}
	p := message.NewPrinter(tag)
	return p.Sprintf("%v%.2f", currency.Symbol(unit), float64(amountMinor)/100)
}

// FormatDate renders a delivery date in the customer's time zone.
func FormatDate(tag language.Tag, t time.Time, loc *time.Location) string {
	t = t.In(loc)
	base, _ := tag.Base()
	switch base.String() {
	case "zh":
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	case "ja":
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	default:
		return t.Format("Jan 2, 2006")
	}
}
