package store

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"
)

func testStore(t *testing.T) *Store {
	t.Helper()
	dsn := os.Getenv("TEST_DATABASE_URL")
	if dsn == "" {
		t.Skip("TEST_DATABASE_URL not set")
	}
	st, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = st.pool.Exec(context.Background(), "TRUNCATE users RESTART IDENTITY CASCADE")
		st.Close()
	})
	return st
}

func TestCreateAndVerify(t *testing.T) {
	st := testStore(t)
	ctx := context.Background()
	u, err := st.CreateUser(ctx, "ana@example.com", "Ana")
	if err != nil {
		t.Fatal(err)
	}
	if u.EmailVerified {
		t.Fatal("new user should not be verified")
	}
	if err := st.MarkVerified(ctx, u.ID, time.Now()); err != nil {
		t.Fatal(err)
	}
}

func TestDuplicateEmailIsTaken(t *testing.T) {
	st := testStore(t)
	ctx := context.Background()
	if _, err := st.CreateUser(ctx, "bo@example.com", "Bo"); err != nil {
		t.Fatal(err)
	}
	_, err := st.CreateUser(ctx, "Bo@Example.com", "Bo again")
	if !errors.Is(err, ErrEmailTaken) {
		t.Fatalf("want ErrEmailTaken, got %v", err)
	}
}
