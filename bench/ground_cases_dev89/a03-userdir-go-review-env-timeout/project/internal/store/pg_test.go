package store

import (
	"context"
	"os"
	"testing"
)

func openTestDB(t *testing.T) *DB {
	t.Helper()
	url := os.Getenv("TEST_DATABASE_URL")
	if url == "" {
		t.Skip("TEST_DATABASE_URL not set")
	}
	db, err := Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	return db
}

func TestListUsersUnknownSortFallsBack(t *testing.T) {
	db := openTestDB(t)
	if _, err := db.ListUsers(context.Background(), "name; DROP TABLE users", 10); err != nil {
		t.Fatalf("unknown sort should fall back to name, got %v", err)
	}
}

func TestListUsersSortedByName(t *testing.T) {
	db := openTestDB(t)
	users, err := db.ListUsers(context.Background(), "name", 10)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(users); i++ {
		if users[i-1].Name > users[i].Name {
			t.Fatalf("not sorted: %q before %q", users[i-1].Name, users[i].Name)
		}
	}
}
