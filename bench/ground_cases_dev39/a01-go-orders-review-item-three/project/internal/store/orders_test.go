package store

import (
	"context"
	"testing"
	"time"

	"github.com/DATA-DOG/go-sqlmock"
)

var fixed = time.Date(2025, 3, 1, 9, 0, 0, 0, time.UTC)

var cols = []string{"id", "customer_id", "name", "status", "total_cents", "created_at"}

func TestListByCustomer(t *testing.T) {
	db, mock, err := sqlmock.New()
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mock.ExpectQuery("SELECT id, customer_id").WithArgs(int64(7), 50).
		WillReturnRows(sqlmock.NewRows(cols).
			AddRow(1, 7, "desk", "paid", 12000, fixed).
			AddRow(2, 7, "lamp", "new", 3500, fixed))
	got, err := NewOrderStore(db).ListByCustomer(context.Background(), 7, 50)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Name != "desk" {
		t.Fatalf("unexpected orders: %+v", got)
	}
}

func TestUpdateStatusNotFound(t *testing.T) {
	db, mock, err := sqlmock.New()
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mock.ExpectExec("UPDATE orders").WithArgs("shipped", int64(99)).
		WillReturnResult(sqlmock.NewResult(0, 0))
	if err := NewOrderStore(db).UpdateStatus(context.Background(), 99, "shipped"); err != ErrNotFound {
		t.Fatalf("want ErrNotFound, got %v", err)
	}
}
