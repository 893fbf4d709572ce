package store

import (
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/huanxin/order-svc/internal/model"
)

type fakeRows struct {
	data []model.Order
	i    int
	err  error
}

func (r *fakeRows) Close()                                       {}
func (r *fakeRows) Err() error                                   { return nil }
func (r *fakeRows) CommandTag() pgconn.CommandTag                { return pgconn.CommandTag{} }
func (r *fakeRows) FieldDescriptions() []pgconn.FieldDescription { return nil }
func (r *fakeRows) Values() ([]any, error)                       { return nil, nil }
func (r *fakeRows) RawValues() [][]byte                          { return nil }
func (r *fakeRows) Conn() *pgx.Conn                              { return nil }
func (r *fakeRows) Next() bool                                   { r.i++; return r.i < len(r.data) }

func (r *fakeRows) Scan(dest ...any) error {
	if r.err != nil {
		return r.err
	}
	o := r.data[r.i]
	*dest[0].(*int64) = o.ID
	*dest[1].(*int64) = o.CustomerID
	*dest[2].(*model.Status) = o.Status
	*dest[3].(*int64) = o.AmountCent
	return nil
}
