package csvimport

import (
	"strings"
	"testing"
)

const header = "伝票番号,出荷日,得意先コード,商品コード,数量,備考\n"

func TestReadAll(t *testing.T) {
	in := header +
		"S0001,20250611,C1001,ITM-001,3,午前着指定\n" +
		"S0002,20250611,C1002,ITM-014,12,\n"
	got, err := NewReader(strings.NewReader(in)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("got %d rows, want 2", len(got))
	}
	if got[0].Note != "午前着指定" || got[1].Qty != 12 {
		t.Errorf("unexpected rows: %+v", got)
	}
	if got[0].ShipDate.Format("2006-01-02") != "2025-06-11" {
		t.Errorf("ship date = %v", got[0].ShipDate)
	}
}

func TestReadAllRejectsBadQuantity(t *testing.T) {
	in := header + "S0003,20250611,C1001,ITM-001,0,\n"
	_, err := NewReader(strings.NewReader(in)).ReadAll()
	if err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("want line 2 error, got %v", err)
	}
}

func TestReadAllRejectsShortRow(t *testing.T) {
	in := header + "S0004,20250611,C1001\n"
	if _, err := NewReader(strings.NewReader(in)).ReadAll(); err == nil {
		t.Fatal("want error for 3-column row")
	}
}
