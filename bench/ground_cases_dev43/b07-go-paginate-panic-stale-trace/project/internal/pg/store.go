package pg

import (
	"context"

	"github.com/hokuto/catalog-api/internal/catalog"
	"github.com/jackc/pgx/v5/pgxpool"
)

func Open(url string) (*pgxpool.Pool, error) {
	return pgxpool.New(context.Background(), url)
}

type ProductStore struct{ db *pgxpool.Pool }

func NewProductStore(db *pgxpool.Pool) *ProductStore { return &ProductStore{db: db} }

// ListActive は販売中の商品を表示順で返す（件数は数百程度なので全件読む）。
func (s *ProductStore) ListActive() ([]catalog.Product, error) {
	rows, err := s.db.Query(context.Background(),
		`SELECT id, sku, name_ja, coalesce(name_en, ''), price, stock
		   FROM products WHERE active ORDER BY sort_order, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []catalog.Product
	for rows.Next() {
		var p catalog.Product
		if err := rows.Scan(&p.ID, &p.SKU, &p.NameJa, &p.NameEn, &p.Price, &p.Stock); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
