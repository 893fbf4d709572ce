package render

import (
	"strconv"
	"strings"
	"testing"
)

func TestTable(t *testing.T) {
	got := Table([][]string{{"id", "name"}, {"1", "山田"}})
	want := "id | name\n---+-----\n1  | 山田  \n"
	if got != want {
		t.Fatalf("Table =\n%q\nwant\n%q", got, want)
	}
}

func BenchmarkRenderTable(b *testing.B) {
	rows := [][]string{{"id", "name", "status", "owner"}}
	for i := 0; i < 200; i++ {
		rows = append(rows, []string{strconv.Itoa(i), "report-" + strconv.Itoa(i), "open", strings.Repeat("k", i%12)})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Table(rows)
	}
}
