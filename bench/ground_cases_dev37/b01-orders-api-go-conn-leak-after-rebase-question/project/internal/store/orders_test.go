package store

import (
	"context"
	"database/sql"
	"testing"
	"time"

	_ "modernc.org/sqlite"
)

func newTestStore(t *testing.T) *OrderStore {
	t.Helper()
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	_, err = db.Exec(`CREATE TABLE orders (
		id INTEGER PRIMARY KEY, customer_id INTEGER, status TEXT,
		total_cents INTEGER, created_at TIMESTAMP)`)
	if err != nil {
		t.Fatal(err)
	}
	base := time.Date(2025, 10, 1, 9, 0, 0, 0, time.UTC)
	for i := 1; i <= 6; i++ {
		_, err := db.Exec(`INSERT INTO orders VALUES ($1, $2, 'paid', $3, $4)`,
			i, 100+i%2, i*1000, base.Add(time.Duration(i)*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
	}
	return NewOrderStore(db)
}

func ids(orders []Order) []int64 {
	out := make([]int64, 0, len(orders))
	for _, o := range orders {
		out = append(out, o.ID)
	}
	return out
}

func TestListOrders_Pagination(t *testing.T) {
	s := newTestStore(t)
	ctx := context.Background()
	cases := []struct {
		page int
		want []int64
	}{
		{1, []int64{6, 5}},
		{2, []int64{4, 3}},
		{3, []int64{2, 1}},
	}
	for _, c := range cases {
		got, err := s.List(ctx, c.page, 2)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(c.want) || (len(got) > 0 && got[0].ID != c.want[0]) {
			t.Fatalf("page %d: got ids %v, want %v", c.page, ids(got), c.want)
		}
	}
}

func TestListByCustomer(t *testing.T) {
	s := newTestStore(t)
	got, err := s.ListByCustomer(context.Background(), 101, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("got %d orders, want 3", len(got))
	}
}
