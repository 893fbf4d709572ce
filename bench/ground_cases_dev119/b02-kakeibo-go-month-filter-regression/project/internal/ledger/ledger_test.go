package ledger

import (
	"strings"
	"testing"
)

const sample = `date,payee,category,amount
2025/10/01,スーパーA,食費,2480
2025/10/03,電力会社,光熱費,7120
2025/10/03,コンビニ,食費,598
`

func TestParse(t *testing.T) {
	recs, err := Parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 {
		t.Fatalf("want 3 records, got %d", len(recs))
	}
	if recs[1].Amount != 7120 {
		t.Errorf("amount = %v", recs[1].Amount)
	}
}

func TestParseAmountWithThousandsSeparator(t *testing.T) {
	in := "date,payee,category,amount\n2025/10/05,家賃,住居,\"85,000\"\n"
	recs, err := Parse(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if recs[0].Amount != 85000 {
		t.Errorf("amount = %v", recs[0].Amount)
	}
}

func TestFilterMonth(t *testing.T) {
	recs, _ := Parse(strings.NewReader(sample))
	got, err := FilterMonth(recs, "2025-10")
	if err != nil || len(got) != 3 {
		t.Fatalf("got %d records, err %v", len(got), err)
	}
	if _, err := FilterMonth(recs, "2025-1"); err == nil {
		t.Error("want an error for 2025-1")
	}
}

func TestByCategory(t *testing.T) {
	recs, _ := Parse(strings.NewReader(sample))
	got := ByCategory(recs)
	if got[0].Category != "光熱費" || got[1].Amount != 3078 {
		t.Errorf("unexpected totals: %+v", got)
	}
}
