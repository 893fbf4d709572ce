package csvimport

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/transform"
)

var requiredColumns = []string{"取引先コード", "取引先名", "フリガナ", "郵便番号", "都道府県", "住所", "電話番号"}

// Import reads a partner CSV saved from Excel and returns the valid rows and a report of the bad ones.
func Import(r io.Reader) ([]Partner, *Report, error) {
	raw, err := io.ReadAll(r)
	if err != nil {
		return nil, nil, err
	}
	text, err := decode(raw)
	if err != nil {
		return nil, nil, err
	}
	// Excel の「CSV UTF-8」は BOM 付きで保存される
	text = bytes.TrimPrefix(text, []byte("\xEF\xBB\xBF"))
	cr := csv.NewReader(bytes.NewReader(text))
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return nil, nil, fmt.Errorf("ヘッダー行を読めません: %w", err)
	}
	cols, err := indexColumns(header)
	if err != nil {
		return nil, nil, err
	}

	report := &Report{}
	var partners []Partner
	for i := 0; ; i++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			report.Add(i, []error{err})
			continue
		}
		p, errs := parseRow(rec, cols)
		if len(errs) > 0 {
			report.Add(i, errs)
			continue
		}
		partners = append(partners, p)
	}
	return partners, report, nil
}

// decode returns UTF-8. Excel saves "CSV (コンマ区切り)" as Shift_JIS (CP932).
func decode(raw []byte) ([]byte, error) {
	if utf8.Valid(raw) {
		return raw, nil
	}
	out, _, err := transform.Bytes(japanese.ShiftJIS.NewDecoder(), raw)
	return out, err
}

func indexColumns(header []string) (map[string]int, error) {
	cols := make(map[string]int, len(header))
	for i, h := range header {
		cols[strings.TrimSpace(h)] = i
	}
	for _, name := range requiredColumns {
		if _, ok := cols[name]; !ok {
			return nil, fmt.Errorf("必須列がありません: %s", name)
		}
	}
	return cols, nil
}
