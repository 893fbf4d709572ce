package billing

import "testing"

func TestSummaryTotals(t *testing.T) {
	inv := &Invoice{ID: "inv_1", Status: StatusDraft, Currency: "CNY"}
	if err := inv.AddLine(Line{SKU: "A", Qty: 2, UnitCents: 1250, Currency: "CNY"}); err != nil {
		t.Fatal(err)
	}
	if err := inv.AddLine(Line{SKU: "B", Qty: 1, UnitCents: 999, Currency: "CNY"}); err != nil {
		t.Fatal(err)
	}
	s := inv.Summary()
	if s.TotalCents != 3499 {
		t.Fatalf("total = %d, want 3499", s.TotalCents)
	}
	if s.AvgCents != 1750 {
		t.Fatalf("avg = %d, want 1750", s.AvgCents)
	}
	if s.Display != "CNY 34.99" {
		t.Fatalf("display = %q", s.Display)
	}
}

func TestAddLineRejectsMixedCurrency(t *testing.T) {
	inv := &Invoice{ID: "inv_2", Status: StatusDraft, Currency: "CNY"}
	_ = inv.AddLine(Line{SKU: "A", Qty: 1, UnitCents: 100, Currency: "CNY"})
	if err := inv.AddLine(Line{SKU: "B", Qty: 1, UnitCents: 100, Currency: "USD"}); err == nil {
		t.Fatal("want error for mixed currency")
	}
}

func TestAddLineFrozenAfterIssue(t *testing.T) {
	inv := &Invoice{ID: "inv_3", Status: StatusIssued, Currency: "CNY"}
	if err := inv.AddLine(Line{SKU: "A", Qty: 1, UnitCents: 100, Currency: "CNY"}); err == nil {
		t.Fatal("want error on issued invoice")
	}
}

func TestSummaryEmptyInvoice(t *testing.T) {
	inv := &Invoice{ID: "inv_4", Status: StatusDraft, Currency: "CNY"}
	s := inv.Summary()
	if s.LineCount != 0 || s.TotalCents != 0 {
		t.Fatalf("got %+v", s)
	}
	if s.Display != "CNY 0.00" {
		t.Fatalf("display = %q", s.Display)
	}
}
