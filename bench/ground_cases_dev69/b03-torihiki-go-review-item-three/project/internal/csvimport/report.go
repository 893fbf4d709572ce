package csvimport

import (
	"encoding/csv"
	"fmt"
	"io"
)

// Line is one problem found in the input file.
type Line struct {
	Row     int // Excel で開いたときの行番号
	Message string
}

// Report collects the rows that were not imported.
type Report struct {
	Lines []Line
}

func (r *Report) Add(index int, errs []error) {
	for _, e := range errs {
		r.Lines = append(r.Lines, Line{Row: index, Message: e.Error()})
	}
}

func (r *Report) Empty() bool { return len(r.Lines) == 0 }

func (r *Report) Summary() string {
	return fmt.Sprintf("%d 件のエラーがあります", len(r.Lines))
}

// WriteCSV writes "行,内容" as UTF-8 with a BOM so that Excel opens it without garbling.
func (r *Report) WriteCSV(w io.Writer) error {
	if _, err := w.Write([]byte("\xEF\xBB\xBF")); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"行", "内容"}); err != nil {
		return err
	}
	for _, l := range r.Lines {
		if err := cw.Write([]string{fmt.Sprint(l.Row), l.Message}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
