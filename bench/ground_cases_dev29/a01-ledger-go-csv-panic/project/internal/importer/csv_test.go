package importer

import (
	"strings"
	"testing"
)

const sample = `date;account;counterparty;amount;currency;memo
2024-03-01;DE12 5001 0517 0648 4898 90;ACME GmbH;-1.234,56;eur;Invoice 2024-117
2024-03-02;DE12 5001 0517 0648 4898 90;Stadtwerke;-89.90;EUR;Strom März
`

func TestImportSample(t *testing.T) {
	got, err := New().Import(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("want 2 entries, got %d", len(got))
	}
	if got[0].AmountCents != -123456 || got[0].Currency != "EUR" {
		t.Errorf("first entry: %+v", got[0])
	}
	if got[1].Memo != "Strom März" {
		t.Errorf("memo: %q", got[1].Memo)
	}
}

func TestMissingColumn(t *testing.T) {
	_, err := New().Import(strings.NewReader("date;account;amount\n"))
	if err == nil || !strings.Contains(err.Error(), "counterparty") {
		t.Fatalf("want missing column error, got %v", err)
	}
}

func TestParseAmount(t *testing.T) {
	for in, want := range map[string]int64{"12.50": 1250, "-1.234,56": -123456, "0,99": 99, "(12.50)": -1250, "(1.234,56)": -123456} {
		got, err := parseAmount(in)
		if err != nil || got != want {
			t.Errorf("parseAmount(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}
