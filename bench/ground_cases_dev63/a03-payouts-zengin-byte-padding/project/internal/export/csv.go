package export

import (
	"encoding/csv"
	"io"
	"strconv"
	"time"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/transform"

	"github.com/hanamaru/payouts/internal/store"
)

var jst = time.FixedZone("JST", 9*60*60)

var header = []string{"注文番号", "顧客ID", "顧客名", "金額", "注文日時"}

// WriteOrdersCSV writes the monthly order list for the accountant's Yayoi import.
// The output is Shift_JIS (CP932), which is what Yayoi and Japanese Excel expect.
func WriteOrdersCSV(w io.Writer, orders []store.Order) error {
	enc := encoding.ReplaceUnsupported(japanese.ShiftJIS.NewEncoder())
	sjis := transform.NewWriter(w, enc)
	cw := csv.NewWriter(sjis)
	cw.UseCRLF = true
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, o := range orders {
		record := []string{
			strconv.FormatInt(o.ID, 10),
			strconv.FormatInt(o.CustomerID, 10),
			o.CustomerName,
			strconv.FormatInt(o.Amount, 10),
			o.PlacedAt.In(jst).Format("2006/01/02 15:04"),
		}
		if err := cw.Write(record); err != nil {
			return err
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	return sjis.Close()
}
