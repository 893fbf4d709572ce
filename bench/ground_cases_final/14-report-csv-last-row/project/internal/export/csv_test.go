package export

import (
	"bytes"
	"strings"
	"testing"

	"example.com/reportgen/internal/report"
)

func TestWriteCSVHeaderAndTotal(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteCSV(&buf, nil); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if lines[0] != "store_id,store_name,amount_yen,orders,avg_ticket_yen" {
		t.Fatalf("header = %q", lines[0])
	}
	if !strings.HasPrefix(lines[len(lines)-1], "TOTAL,") {
		t.Fatalf("last line = %q", lines[len(lines)-1])
	}
}

func TestRecord(t *testing.T) {
	got := record(report.Row{StoreID: "S01", StoreName: "渋谷", AmountYen: 1200, Orders: 3, AvgTicket: 400})
	if strings.Join(got, ",") != "S01,渋谷,1200,3,400" {
		t.Fatalf("record = %v", got)
	}
}
