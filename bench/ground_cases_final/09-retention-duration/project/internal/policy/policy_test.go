package policy

import (
	"strings"
	"testing"
)

func TestParseSortsLongestPrefixFirst(t *testing.T) {
	rules, err := Parse(strings.NewReader("db/ 36h\n# comment\ndb/weekly/ 8w\n"))
	if err != nil {
		t.Fatal(err)
	}
	if rules[0].Prefix != "db/weekly/" {
		t.Fatalf("rules = %+v", rules)
	}
}

func TestMatch(t *testing.T) {
	rules, _ := Parse(strings.NewReader("logs/ 36h\n"))
	if _, ok := Match(rules, "logs/app-2024-05-01.gz"); !ok {
		t.Fatal("expected a match")
	}
	if _, ok := Match(rules, "db/x"); ok {
		t.Fatal("unexpected match")
	}
}
