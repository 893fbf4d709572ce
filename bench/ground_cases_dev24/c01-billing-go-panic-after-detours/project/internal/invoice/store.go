package invoice

import (
	"context"
	"database/sql"
)

type PGStore struct {
	db *sql.DB
}

func NewPGStore(db *sql.DB) *PGStore { return &PGStore{db: db} }

const pendingItemsSQL = `
SELECT u.sku, SUM(u.qty), pr.unit_cents
FROM usage_records u
JOIN prices pr ON pr.sku = u.sku
WHERE u.customer_id = $1 AND u.invoiced_at IS NULL
GROUP BY u.sku, pr.unit_cents
ORDER BY u.sku`

func (s *PGStore) PendingItems(ctx context.Context, customerID int64) ([]LineItem, error) {
	rows, err := s.db.QueryContext(ctx, pendingItemsSQL, customerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var items []LineItem
	for rows.Next() {
		var it LineItem
		if err := rows.Scan(&it.SKU, &it.Qty, &it.UnitCents); err != nil {
			return nil, err
		}
		items = append(items, it)
	}
	return items, rows.Err()
}
