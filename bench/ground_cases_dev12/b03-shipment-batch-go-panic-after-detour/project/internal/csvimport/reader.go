// Package csvimport は倉庫から届く出荷実績 CSV (取引先仕様書 v3) を読む。
package csvimport

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// 列の並び (取引先仕様書 v3)
const (
	colSlipNo   = iota // 伝票番号
	colShipDate        // 出荷日 (YYYYMMDD)
	colCustomer        // 得意先コード
	colItem            // 商品コード
	colQty             // 数量
	colNote            // 備考 (任意)
)

// minColumns は必須列の数。備考列は付かない行がある。
const minColumns = 5

var jst = time.FixedZone("JST", 9*60*60)

type Shipment struct {
	SlipNo   string
	ShipDate time.Time
	Customer string
	Item     string
	Qty      int
	Note     string
}

type Reader struct {
	r    *csv.Reader
	line int
}

func NewReader(r io.Reader) *Reader {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1 // 行ごとに列数が違ってよい
	cr.ReuseRecord = true
	return &Reader{r: cr}
}

// ReadAll は先頭のヘッダ行を読み飛ばして全行を返す。
func (r *Reader) ReadAll() ([]Shipment, error) {
	var out []Shipment
	for {
		rec, err := r.r.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		r.line++
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", r.line, err)
		}
		if r.line == 1 {
			continue // ヘッダ
		}
		s, err := parseRecord(rec)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", r.line, err)
		}
		out = append(out, s)
	}
}

func parseRecord(rec []string) (Shipment, error) {
	if len(rec) < minColumns {
		return Shipment{}, fmt.Errorf("want at least %d columns, got %d", minColumns, len(rec))
	}
	date, err := time.ParseInLocation("20060102", strings.TrimSpace(rec[colShipDate]), jst)
	if err != nil {
		return Shipment{}, fmt.Errorf("bad ship date %q: %w", rec[colShipDate], err)
	}
	qty, err := strconv.Atoi(strings.TrimSpace(rec[colQty]))
	if err != nil || qty <= 0 {
		return Shipment{}, fmt.Errorf("bad quantity %q", rec[colQty])
	}
	return Shipment{
		SlipNo:   strings.TrimSpace(rec[colSlipNo]),
		ShipDate: date,
		Customer: strings.TrimSpace(rec[colCustomer]),
		Item:     strings.TrimSpace(rec[colItem]),
		Qty:      qty,
		Note:     strings.TrimSpace(rec[colNote]),
	}, nil
}
