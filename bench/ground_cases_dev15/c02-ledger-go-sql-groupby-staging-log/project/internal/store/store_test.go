package store

import "testing"

func TestAllRequiredQueriesPresent(t *testing.T) {
	q := parseQueries(queriesSQL)
	for _, name := range required {
		if q[name] == "" {
			t.Errorf("query %s missing from queries.sql", name)
		}
	}
}

func TestParseQueriesSplitsOnName(t *testing.T) {
	q := parseQueries("-- header\n\n-- name: A\nSELECT 1;\n\n-- name: B\nSELECT 2;\n")
	if q["A"] != "SELECT 1;" || q["B"] != "SELECT 2;" {
		t.Fatalf("got %#v", q)
	}
	if len(q) != 2 {
		t.Fatalf("want 2 queries, got %d", len(q))
	}
}
