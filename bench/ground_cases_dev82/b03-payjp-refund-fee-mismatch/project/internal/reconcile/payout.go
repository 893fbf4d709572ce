package reconcile

import (
	"log/slog"

	"github.com/kaede-shop/payments/internal/payjp"
)

// feeRateBasisPoints is the PAY.JP card fee on our plan (3.0%).
const feeRateBasisPoints = 300

type Line struct {
	ChargeID string
	Gross    int64
	Fee      int64
	Net      int64
}

type Report struct {
	PayoutID string
	Lines    []Line
	Gross    int64
	Fee      int64
	Net      int64
}

func expectedFee(amount int64) int64 {
	return amount * feeRateBasisPoints / 10000
}

// Build lines up the charges of one payout for the finance CSV and checks the fee
// against what PAY.JP reports on the payout.
func Build(p payjp.Payout, charges []payjp.Charge) Report {
	r := Report{PayoutID: p.ID}
	for _, ch := range charges {
		gross := ch.Amount - ch.AmountRefunded
		fee := expectedFee(ch.Amount - ch.AmountRefunded)
		r.Lines = append(r.Lines, Line{ChargeID: ch.ID, Gross: gross, Fee: fee, Net: gross - fee})
		r.Gross += gross
		r.Fee += fee
		r.Net += gross - fee
	}
	if r.Fee != p.Fee {
		slog.Warn("reconcile: payout fee mismatch", "payout", p.ID, "expected", r.Fee, "actual", p.Fee)
	}
	return r
}
