package export

import (
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hanamaru/payouts/internal/store"
)

// Zengin (全銀) transfer file: fixed 120-byte records, half-width kana, Shift_JIS.

type Sender struct {
	Code string
	Name string
}

func padRight(s string, width int) string {
	n := utf8.RuneCountInString(s)
	if n >= width {
		return s
	}
	return s + strings.Repeat(" ", width-n)
}

func padNum(v int64, width int) string {
	return fmt.Sprintf("%0*d", width, v)
}

func headerRecord(s Sender, day time.Time) string {
	return "1" + "21" + "0" + s.Code + padRight(s.Name, 40) + day.Format("0102") +
		"0005" + padRight("", 15) + "001" + padRight("", 15) + "1" + "1234567" + padRight("", 17)
}

func dataRecord(p store.Payout) string {
	return "2" + p.BankCode + padRight("", 15) + p.BranchCode + padRight("", 15) + "0000" +
		fmt.Sprint(p.AccountType) + p.AccountNo + padRight(ToHalfWidthKana(p.HolderKana), 30) +
		padNum(p.Amount, 10) + "0" + padRight("", 20) + "7" + padRight("", 8)
}

// WriteZengin writes header, one data record per payout, trailer and end record.
func WriteZengin(w io.Writer, s Sender, payouts []store.Payout) error {
	lines := []string{headerRecord(s, time.Now())}
	var total int64
	for _, p := range payouts {
		lines = append(lines, dataRecord(p))
		total += p.Amount
	}
	lines = append(lines, "8"+padNum(int64(len(payouts)), 6)+padNum(total, 12)+padRight("", 101))
	lines = append(lines, "9"+padRight("", 119))
	_, err := io.WriteString(w, strings.Join(lines, "\r\n")+"\r\n")
	return err
}
