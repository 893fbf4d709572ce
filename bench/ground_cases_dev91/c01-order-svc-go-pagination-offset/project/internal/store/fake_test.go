package store

import (
	"context"
	"regexp"
	"strconv"

	"github.com/jackc/pgx/v5"

	"github.com/huanxin/order-svc/internal/model"
)

// fakeDB understands just enough SQL for the store tests: WHERE id, LIMIT and OFFSET.
type fakeDB struct {
	rows []model.Order
}

func newFakeDB() *fakeDB { return &fakeDB{} }

func (f *fakeDB) insert(o model.Order) { f.rows = append(f.rows, o) }

var limitRe = regexp.MustCompile(`LIMIT \$(\d+) OFFSET \$(\d+)`)

func (f *fakeDB) Query(_ context.Context, sql string, args ...any) (pgx.Rows, error) {
	m := limitRe.FindStringSubmatch(sql)
	li, _ := strconv.Atoi(m[1])
	oi, _ := strconv.Atoi(m[2])
	limit, offset := args[li-1].(int), args[oi-1].(int)
	end := offset + limit
	if offset > len(f.rows) {
		offset = len(f.rows)
	}
	if end > len(f.rows) {
		end = len(f.rows)
	}
	return &fakeRows{data: f.rows[offset:end], i: -1}, nil
}

func (f *fakeDB) QueryRow(_ context.Context, _ string, args ...any) pgx.Row {
	id := args[0].(int64)
	for _, o := range f.rows {
		if o.ID == id {
			return &fakeRows{data: []model.Order{o}, i: 0}
		}
	}
	return &fakeRows{err: pgx.ErrNoRows}
}
