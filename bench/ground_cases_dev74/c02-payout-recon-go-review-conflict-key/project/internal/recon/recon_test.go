package recon

import (
	"testing"

	"git.internal.example.com/fin/payout-recon/internal/payouts"
)

func TestMatchByRefAndAmount(t *testing.T) {
	ps := []payouts.Payout{{ID: "po_1", Currency: "cny", Amount: 12840000}, {ID: "po_2", Currency: "cny", Amount: 100}}
	lines := []StatementLine{{Ref: "PSP PO_1 po_1", Currency: "cny", Amount: 12840000}}
	rep := Match(ps, lines)
	if rep.Matched != 1 || len(rep.Unmatched) != 1 || rep.Unmatched[0] != "po_2" {
		t.Fatalf("got %+v", rep)
	}
}

func TestMatchUsesEachLineOnce(t *testing.T) {
	ps := []payouts.Payout{{ID: "po_1", Currency: "usd", Amount: 500}, {ID: "po_1", Currency: "usd", Amount: 500}}
	lines := []StatementLine{{Ref: "po_1", Currency: "usd", Amount: 500}}
	if rep := Match(ps, lines); rep.Matched != 1 {
		t.Fatalf("matched %d, want 1", rep.Matched)
	}
}
