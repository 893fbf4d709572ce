package repo

import (
	"context"
	"database/sql"
	"time"
)

type Customer struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Phone     string    `json:"phone"`
	OwnerID   int64     `json:"owner_id"`
	Level     string    `json:"level"`
	CreatedAt time.Time `json:"created_at"`
}

type CustomerRepo struct {
	db *sql.DB
}

func NewCustomerRepo(db *sql.DB) *CustomerRepo {
	return &CustomerRepo{db: db}
}

func (r *CustomerRepo) ListCustomers(ctx context.Context, ownerID int64, offset, limit int) ([]Customer, int64, error) {
	where, args := "WHERE deleted_at IS NULL", []any{}
	if ownerID > 0 {
		where += " AND owner_id = ?"
		args = append(args, ownerID)
	}
	var total int64
	if err := r.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM customers "+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := r.db.QueryContext(ctx,
		"SELECT id, name, phone, owner_id, level, created_at FROM customers "+where+" ORDER BY id DESC LIMIT ? OFFSET ?",
		append(args, limit, offset)...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()

	list := make([]Customer, 0, limit)
	for rows.Next() {
		var cu Customer
		if err := rows.Scan(&cu.ID, &cu.Name, &cu.Phone, &cu.OwnerID, &cu.Level, &cu.CreatedAt); err != nil {
			return nil, 0, err
		}
		list = append(list, cu)
	}
	return list, total, rows.Err()
}

func (r *CustomerRepo) GetCustomer(ctx context.Context, id int64) (*Customer, error) {
	var cu Customer
	err := r.db.QueryRowContext(ctx,
		"SELECT id, name, phone, owner_id, level, created_at FROM customers WHERE id = ? AND deleted_at IS NULL", id).
		Scan(&cu.ID, &cu.Name, &cu.Phone, &cu.OwnerID, &cu.Level, &cu.CreatedAt)
	if err != nil {
		return nil, err
	}
	return &cu, nil
}
