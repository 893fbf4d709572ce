package report

// avgTicket is the average order value, rounded half up to the yen.
func avgTicket(amountYen int64, orders int) int64 {
	if orders == 0 {
		return 0
	}
	n := int64(orders)
	return (amountYen*2 + n) / (2 * n)
}

// Total sums the rows for the footer line.
func Total(rows []Row) Row {
	t := Row{StoreID: "TOTAL", StoreName: "合計"}
	for _, r := range rows {
		t.AmountYen += r.AmountYen
		t.Orders += r.Orders
	}
	t.AvgTicket = avgTicket(t.AmountYen, t.Orders)
	return t
}
