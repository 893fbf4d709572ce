package report

import (
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/lumenwerk/recon/internal/stripeexport"
)

func d(s string) decimal.Decimal { return decimal.RequireFromString(s) }

func day(s string) time.Time {
	t, _ := time.Parse("2006-01-02", s)
	return t
}

func TestBuildMonthlyEUR(t *testing.T) {
	txs := []stripeexport.Tx{
		{ID: "txn_1", Type: "charge", Currency: "EUR", Amount: d("100.00"), Fee: d("1.65"), Created: day("2025-10-03")},
		{ID: "txn_2", Type: "refund", Currency: "EUR", Amount: d("-20.00"), Fee: d("0"), Created: day("2025-10-05")},
		{ID: "txn_3", Type: "charge", Currency: "EUR", Amount: d("50.00"), Fee: d("0.98"), Created: day("2025-11-01")},
		{ID: "po_1", Type: "payout", Currency: "EUR", Amount: d("-78.35"), Created: day("2025-10-09"), AvailableOn: day("2025-10-10")},
	}
	rep, err := BuildMonthly(txs, nil, day("2025-10-01"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Lines) != 1 || !rep.Lines[0].Net.Equal(d("78.35")) {
		t.Fatalf("net = %+v", rep.Lines)
	}
	if !rep.PaidOut().Equal(d("78.35")) {
		t.Fatalf("paid out = %s", rep.PaidOut())
	}
}

func TestBuildMonthlyRefundsOnly(t *testing.T) {
	txs := []stripeexport.Tx{
		{ID: "txn_1", Type: "refund", Currency: "EUR", Amount: d("-35.00"), Fee: d("0"), Created: day("2025-10-12")},
		{ID: "txn_2", Type: "refund", Currency: "EUR", Amount: d("-4.99"), Fee: d("0"), Created: day("2025-10-13")},
	}
	rep, err := BuildMonthly(txs, nil, day("2025-10-01"))
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Total().Equal(d("-39.99")) {
		t.Fatalf("total = %s", rep.Total())
	}
	if s := rep.Summary(); s == "" {
		t.Fatal("empty summary")
	}
}
