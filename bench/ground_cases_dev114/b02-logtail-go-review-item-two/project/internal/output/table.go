package output

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/kaito-sre/logtail/filter"
)

// Table prints entries as aligned columns.
type Table struct {
	tw    *tabwriter.Writer
	width int
	n     int
}

func NewTable(w io.Writer, width int) *Table {
	return &Table{tw: tabwriter.NewWriter(w, 0, 4, 2, ' ', 0), width: width}
}

func (t *Table) Add(e filter.Entry) {
	msg := e.Msg
	if len(msg) > t.width {
		msg = msg[:t.width-1] + "…"
	}
	fmt.Fprintf(t.tw, "%s\t%-5s\t%s\t%s\n", e.Time.Format("15:04:05.000"), e.Level, e.Service, msg)
	t.n++
}

func (t *Table) Flush() {
	t.tw.Flush()
	if t.n == 0 {
		fmt.Fprintln(t.tw, "(no entries)")
		t.tw.Flush()
	}
}
