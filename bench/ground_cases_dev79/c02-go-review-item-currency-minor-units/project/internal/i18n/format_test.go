package i18n

import (
	"testing"
	"time"

	"golang.org/x/text/language"
)

func TestFormatPriceCNY(t *testing.T) {
	got := FormatPrice(language.SimplifiedChinese, 12990, "CNY")
	if got != "¥129.90" {
		t.Fatalf("got %q", got)
	}
}

func TestFormatPriceUSD(t *testing.T) {
	got := FormatPrice(language.English, 1999, "USD")
	if got != "$19.99" {
		t.Fatalf("got %q", got)
	}
}

func TestFormatDateShanghai(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Shanghai")
	d := time.Date(2025, 11, 2, 18, 30, 0, 0, time.UTC)
	if got := FormatDate(language.SimplifiedChinese, d, loc); got != "2025年11月3日" {
		t.Fatalf("got %q", got)
	}
}
