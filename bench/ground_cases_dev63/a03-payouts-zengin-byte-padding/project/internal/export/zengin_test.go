package export

import (
	"testing"
	"time"

	"github.com/hanamaru/payouts/internal/store"
)

func TestToHalfWidthKana(t *testing.T) {
	if got := ToHalfWidthKana("ヤマダ　タロウ"); got != "ﾔﾏﾀﾞ ﾀﾛｳ" {
		t.Fatalf("got %q", got)
	}
}

func TestHeaderRecordLength(t *testing.T) {
	s := Sender{Code: "0001234567", Name: "ﾊﾅﾏﾙ(ｶ"}
	if n := len([]rune(headerRecord(s, time.Date(2025, 12, 1, 0, 0, 0, 0, time.UTC)))); n != 120 {
		t.Fatalf("header length %d", n)
	}
}

// Zengin records are fixed-width; every field is half-width after ToHalfWidthKana,
// so the length is checked in characters.
func TestDataRecordLength(t *testing.T) {
	p := store.Payout{BankCode: "0005", BranchCode: "123", AccountType: 1, AccountNo: "1234567",
		HolderKana: "ヤマダ　タロウ", Amount: 52000}
	if n := len([]rune(dataRecord(p))); n != 120 {
		t.Fatalf("record length %d", n)
	}
}
