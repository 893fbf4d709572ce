package recon

import (
	"encoding/csv"
	"fmt"
	"os"
	"strings"

	"git.internal.example.com/fin/payout-recon/internal/payouts"
)

// StatementLine is one credit on the bank statement.
type StatementLine struct {
	Ref      string
	Currency string
	Amount   int64 // minor units
}

type Report struct {
	Matched   int
	Unmatched []string
	rows      [][]string
}

// ReadStatement reads the bank's CSV export: ref,currency,amount.
func ReadStatement(path string) ([]StatementLine, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, err
	}
	var out []StatementLine
	for i, r := range recs {
		if i == 0 || len(r) < 3 {
			continue
		}
		amt, err := payouts.ToMinorUnits(r[2], r[1])
		if err != nil {
			return nil, fmt.Errorf("statement line %d: %w", i+1, err)
		}
		out = append(out, StatementLine{Ref: strings.TrimSpace(r[0]), Currency: strings.ToLower(r[1]), Amount: amt})
	}
	return out, nil
}

// Match pairs each payout with a statement line of the same currency and amount whose
// reference contains the payout id.
func Match(ps []payouts.Payout, lines []StatementLine) Report {
	var rep Report
	used := make([]bool, len(lines))
	for _, p := range ps {
		found := false
		for i, l := range lines {
			if used[i] || l.Currency != p.Currency || l.Amount != p.Amount || !strings.Contains(l.Ref, p.ID) {
				continue
			}
			used[i], found = true, true
			rep.Matched++
			rep.rows = append(rep.rows, []string{p.ID, payouts.FormatMinor(p.Amount, p.Currency), l.Ref, "matched"})
			break
		}
		if !found {
			rep.Unmatched = append(rep.Unmatched, p.ID)
			rep.rows = append(rep.rows, []string{p.ID, payouts.FormatMinor(p.Amount, p.Currency), "", "unmatched"})
		}
	}
	return rep
}

func (r Report) WriteCSV(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	w := csv.NewWriter(f)
	w.Write([]string{"payout_id", "amount", "bank_ref", "status"})
	w.WriteAll(r.rows)
	return w.Error()
}
