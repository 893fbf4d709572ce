package report

import (
	"testing"

	"example.com/reportgen/internal/db"
)

func TestBuildAggregatesPerStore(t *testing.T) {
	rows := Build([]db.Sale{
		{StoreID: "S02", StoreName: "梅田", AmountYen: 1000, Orders: 2},
		{StoreID: "S01", StoreName: "渋谷", AmountYen: 3000, Orders: 3},
		{StoreID: "S02", StoreName: "梅田", AmountYen: 500, Orders: 1},
	})
	if len(rows) != 2 || rows[0].StoreID != "S01" || rows[1].AmountYen != 1500 {
		t.Fatalf("rows = %+v", rows)
	}
	if rows[1].AvgTicket != 500 {
		t.Fatalf("avg = %d", rows[1].AvgTicket)
	}
}

func TestAvgTicketRoundsHalfUp(t *testing.T) {
	if got := avgTicket(5, 2); got != 3 {
		t.Fatalf("avgTicket(5, 2) = %d", got)
	}
}
