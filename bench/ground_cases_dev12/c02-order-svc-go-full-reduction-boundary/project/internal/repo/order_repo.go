package repo

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"git.example.com/mall/order-svc/internal/model"
)

var ErrCouponNotFound = errors.New("优惠券不存在")

type OrderRepo struct {
	db *sql.DB
}

func NewOrderRepo(db *sql.DB) *OrderRepo {
	return &OrderRepo{db: db}
}

func (r *OrderRepo) SkuPrices(ctx context.Context, skuIDs []int64) (map[int64]int64, error) {
	if len(skuIDs) == 0 {
		return map[int64]int64{}, nil
	}
	holders := strings.TrimSuffix(strings.Repeat("?,", len(skuIDs)), ",")
	args := make([]any, len(skuIDs))
	for i, id := range skuIDs {
		args[i] = id
	}
	rows, err := r.db.QueryContext(ctx,
		"SELECT id, price FROM skus WHERE id IN ("+holders+") AND on_sale = 1", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make(map[int64]int64, len(skuIDs))
	for rows.Next() {
		var id, price int64
		if err := rows.Scan(&id, &price); err != nil {
			return nil, err
		}
		out[id] = price
	}
	return out, rows.Err()
}

func (r *OrderRepo) GetCoupon(ctx context.Context, id int64) (*model.Coupon, error) {
	c := &model.Coupon{}
	err := r.db.QueryRowContext(ctx,
		"SELECT id, user_id, amount, min_spend, expire_at, used FROM coupons WHERE id = ?", id).
		Scan(&c.ID, &c.UserID, &c.Amount, &c.MinSpend, &c.ExpireAt, &c.Used)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrCouponNotFound
	}
	return c, err
}

func (r *OrderRepo) ActiveRules(ctx context.Context) ([]model.FullReductionRule, error) {
	rows, err := r.db.QueryContext(ctx,
		"SELECT threshold, reduce FROM full_reduction_rules WHERE enabled = 1 AND NOW() BETWEEN start_at AND end_at")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var rules []model.FullReductionRule
	for rows.Next() {
		var rule model.FullReductionRule
		if err := rows.Scan(&rule.Threshold, &rule.Reduce); err != nil {
			return nil, err
		}
		rules = append(rules, rule)
	}
	return rules, rows.Err()
}

func (r *OrderRepo) CreateWithItems(ctx context.Context, o *model.Order, items []model.OrderItem) error {
	tx, err := r.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck
	res, err := tx.ExecContext(ctx,
		"INSERT INTO orders (order_no, user_id, total_amount, discount, pay_amount, coupon_id, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
		o.OrderNo, o.UserID, o.TotalAmount, o.Discount, o.PayAmount, o.CouponID, o.Status, o.Remark, o.CreatedAt)
	if err != nil {
		return fmt.Errorf("insert order: %w", err)
	}
	if o.ID, err = res.LastInsertId(); err != nil {
		return err
	}
	for _, it := range items {
		if _, err := tx.ExecContext(ctx,
			"INSERT INTO order_items (order_id, sku_id, quantity, unit_price) VALUES (?, ?, ?, ?)",
			o.ID, it.SkuID, it.Quantity, it.UnitPrice); err != nil {
			return fmt.Errorf("insert item: %w", err)
		}
	}
	if o.CouponID != nil {
		if _, err := tx.ExecContext(ctx, "UPDATE coupons SET used = 1 WHERE id = ? AND used = 0", *o.CouponID); err != nil {
			return fmt.Errorf("use coupon: %w", err)
		}
	}
	return tx.Commit()
}
