package output

import (
	"fmt"
	"io"
	"strings"
	"time"

	"example.com/logtail/internal/filter"
)

// Writer prints entries; Flush is called once at the end.
type Writer interface {
	Write(e filter.Entry)
	Flush()
}

// Plain prints one entry per line as soon as it arrives.
type Plain struct{ W io.Writer }

func (p Plain) Write(e filter.Entry) {
	fmt.Fprintf(p.W, "%s %-5s %s\n", e.Time.Format(time.RFC3339), strings.ToUpper(e.Level), e.Message)
}

func (p Plain) Flush() {}

// Table buffers every entry and prints aligned columns on Flush.
type Table struct {
	w      io.Writer
	rows   [][3]string
	widths [3]int
}

func NewTable(w io.Writer) *Table { return &Table{w: w} }

func (t *Table) Write(e filter.Entry) {
	row := [3]string{e.Time.Format("2006-01-02 15:04:05"), strings.ToUpper(e.Level), e.Message}
	for i, cell := range row {
		if len(cell) > t.widths[i] {
			t.widths[i] = len(cell)
		}
	}
	t.rows = append(t.rows, row)
}

func (t *Table) Flush() {
	for _, row := range t.rows {
		for i, cell := range row {
			if i == len(row)-1 {
				fmt.Fprintln(t.w, cell)
				continue
			}
			fmt.Fprint(t.w, cell+strings.Repeat(" ", t.widths[i]-len(cell)+2))
		}
	}
}
