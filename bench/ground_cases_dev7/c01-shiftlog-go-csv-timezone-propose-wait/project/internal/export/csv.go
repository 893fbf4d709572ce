package export

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/lanfeng/shiftlog/internal/attendance"
)

const timeLayout = "2006-01-02 15:04:05"

type Exporter struct {
	loc *time.Location
}

func NewExporter(loc *time.Location) *Exporter {
	return &Exporter{loc: loc}
}

// FileName is what the browser saves the export as, e.g. punches-20240612.csv.
func (e *Exporter) FileName(now time.Time) string {
	return fmt.Sprintf("punches-%s.csv", now.In(e.loc).Format("20060102"))
}

func (e *Exporter) Write(w io.Writer, punches []attendance.Punch) error {
	// BOM so that Excel opens the file as UTF-8
	if _, err := io.WriteString(w, "\ufeff"); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"工号", "姓名", "类型", "打卡时间", "设备"}); err != nil {
		return err
	}
	for _, p := range punches {
		if err := cw.Write(e.row(p)); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func (e *Exporter) row(p attendance.Punch) []string {
	return []string{
		strconv.Itoa(p.EmployeeID),
		p.EmployeeName,
		p.Kind.Label(),
		p.At.Format(timeLayout),
		p.DeviceID,
	}
}
