package inventory

import (
	"context"
	"errors"
	"testing"

	"github.com/DATA-DOG/go-sqlmock"
)

func newMock(t *testing.T) (*Store, sqlmock.Sqlmock) {
	t.Helper()
	db, mock, err := sqlmock.New()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return NewStore(db), mock
}

func TestReserveInsufficient(t *testing.T) {
	s, mock := newMock(t)
	mock.ExpectBegin()
	mock.ExpectQuery("SELECT on_hand, reserved FROM stock").
		WithArgs("A-1").
		WillReturnRows(sqlmock.NewRows([]string{"on_hand", "reserved"}).AddRow(3, 2))
	mock.ExpectRollback()
	err := s.Reserve(context.Background(), "A-1", 2)
	if !errors.Is(err, ErrInsufficientStock) {
		t.Fatalf("got %v, want ErrInsufficientStock", err)
	}
	if err := mock.ExpectationsWereMet(); err != nil {
		t.Fatal(err)
	}
}

func TestReserveOK(t *testing.T) {
	s, mock := newMock(t)
	mock.ExpectBegin()
	mock.ExpectQuery("SELECT on_hand, reserved FROM stock").
		WithArgs("A-1").
		WillReturnRows(sqlmock.NewRows([]string{"on_hand", "reserved"}).AddRow(10, 2))
	mock.ExpectExec("UPDATE stock SET reserved = reserved \\+").
		WithArgs(3, "A-1").
		WillReturnResult(sqlmock.NewResult(0, 1))
	mock.ExpectCommit()
	if err := s.Reserve(context.Background(), "A-1", 3); err != nil {
		t.Fatal(err)
	}
	if err := mock.ExpectationsWereMet(); err != nil {
		t.Fatal(err)
	}
}

func TestReleaseUnknownSKU(t *testing.T) {
	s, mock := newMock(t)
	mock.ExpectExec("UPDATE stock SET reserved = reserved -").
		WithArgs(1, "NOPE").
		WillReturnResult(sqlmock.NewResult(0, 0))
	err := s.Release(context.Background(), "NOPE", 1)
	if !errors.Is(err, ErrUnknownSKU) {
		t.Fatalf("got %v, want ErrUnknownSKU", err)
	}
}
