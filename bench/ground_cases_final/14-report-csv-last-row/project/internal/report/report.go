package report

import (
	"sort"

	"example.com/reportgen/internal/db"
)

// Row is one store's line in the monthly report.
type Row struct {
	StoreID   string `json:"store_id"`
	StoreName string `json:"store_name"`
	AmountYen int64  `json:"amount_yen"`
	Orders    int    `json:"orders"`
	AvgTicket int64  `json:"avg_ticket_yen"`
}

// Build aggregates daily sales into one row per store, ordered by store ID.
func Build(sales []db.Sale) []Row {
	byStore := map[string]*Row{}
	for _, s := range sales {
		r, ok := byStore[s.StoreID]
		if !ok {
			r = &Row{StoreID: s.StoreID, StoreName: s.StoreName}
			byStore[s.StoreID] = r
		}
		r.AmountYen += s.AmountYen
		r.Orders += s.Orders
	}
	rows := make([]Row, 0, len(byStore))
	for _, r := range byStore {
		r.AvgTicket = avgTicket(r.AmountYen, r.Orders)
		rows = append(rows, *r)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].StoreID < rows[j].StoreID })
	return rows
}
