package db

import (
	"database/sql"
	"time"
)

// Sale is one day's total for one store.
type Sale struct {
	StoreID   string
	StoreName string
	Day       time.Time
	AmountYen int64
	Orders    int
}

const monthlyQuery = `
SELECT s.id, s.name, d.day, d.amount_yen, d.orders
FROM daily_sales d JOIN stores s ON s.id = d.store_id
WHERE d.day >= $1 AND d.day < $2
ORDER BY s.id, d.day`

// MonthlySales loads every daily total in the month starting at start.
func MonthlySales(dsn string, start time.Time) ([]Sale, error) {
	conn, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	rows, err := conn.Query(monthlyQuery, start, start.AddDate(0, 1, 0))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Sale
	for rows.Next() {
		var s Sale
		if err := rows.Scan(&s.StoreID, &s.StoreName, &s.Day, &s.AmountYen, &s.Orders); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
