package parse

import "testing"

func TestParseLineBasic(t *testing.T) {
	e, err := ParseLine(1, []byte(`{"ts":"2025-04-02T10:00:00.123Z","level":"warn","msg":"slow query","ms":812}`))
	if err != nil {
		t.Fatal(err)
	}
	if e.Level != "warn" || e.Msg != "slow query" {
		t.Fatalf("got %+v", e)
	}
	if e.Fields["ms"] != float64(812) {
		t.Fatalf("fields: %v", e.Fields)
	}
}

func TestParseLineDefaultsLevel(t *testing.T) {
	e, err := ParseLine(1, []byte(`{"ts":"2025-04-02T10:00:00Z","msg":"hi"}`))
	if err != nil {
		t.Fatal(err)
	}
	if e.Level != "info" {
		t.Fatalf("level = %q", e.Level)
	}
}

func TestParseKeepsLinesWithoutTimestamp(t *testing.T) {
	line := `{"level":"info","msg":"boot"}`
	e, err := ParseLine(1, []byte(line))
	if err != nil {
		t.Fatalf("Parse(%s) error: %v", "`"+line+"`", err)
	}
	if e.Msg != "boot" {
		t.Fatalf("msg = %q", e.Msg)
	}
}

func TestParseLineRejectsGarbage(t *testing.T) {
	if _, err := ParseLine(7, []byte("not json")); err == nil {
		t.Fatal("want error")
	}
}
