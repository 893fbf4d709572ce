package store

import (
	"context"
	"database/sql"
	"os"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"
)

func openTestDB(t *testing.T) *sql.DB {
	t.Helper()
	dsn := os.Getenv("TEST_DATABASE_URL")
	if dsn == "" {
		t.Skip("TEST_DATABASE_URL not set")
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`TRUNCATE users RESTART IDENTITY`); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestStore_CreateAndGet(t *testing.T) {
	s := New(openTestDB(t))
	ctx := context.Background()
	u, err := s.CreateUser(ctx, "a@example.com", "Aoi")
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.GetUser(ctx, u.ID)
	if err != nil || got.Email != "a@example.com" {
		t.Fatalf("GetUser = %+v, %v", got, err)
	}
}

func TestStore_ListUsers_Order(t *testing.T) {
	db := openTestDB(t)
	s := New(db)
	ctx := context.Background()
	for i, email := range []string{"old@example.com", "mid@example.com", "new@example.com"} {
		if _, err := db.Exec(`INSERT INTO users (email, name, created_at) VALUES ($1, $2, now() - make_interval(days => $3))`,
			email, "u", 3-i); err != nil {
			t.Fatal(err)
		}
	}
	users, err := s.ListUsers(ctx, 20, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"new@example.com", "mid@example.com", "old@example.com"}
	for i, w := range want {
		if users[i].Email != w {
			t.Fatalf("users[%d] = %s, want %s", i, users[i].Email, w)
		}
	}
}
