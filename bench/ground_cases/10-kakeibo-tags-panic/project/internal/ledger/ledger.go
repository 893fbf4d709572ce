package ledger

import (
	"database/sql"
	"encoding/json"
	"time"
)

type Entry struct {
	Date        time.Time
	Description string
	Amount      int64
	Tags        map[string]string
}

type Ledger struct{ db *sql.DB }

func Open(db *sql.DB) (*Ledger, error) {
	_, err := db.Exec(`CREATE TABLE IF NOT EXISTS entries (
		day TEXT NOT NULL, description TEXT NOT NULL, amount INTEGER NOT NULL, tags TEXT)`)
	return &Ledger{db: db}, err
}

func (l *Ledger) Insert(entries []Entry) error {
	tx, err := l.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, e := range entries {
		tags, _ := json.Marshal(e.Tags)
		if _, err := tx.Exec(`INSERT INTO entries VALUES (?, ?, ?, ?)`,
			e.Date.Format("2006-01-02"), e.Description, e.Amount, string(tags)); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func (l *Ledger) MonthTotal(year int, month time.Month) (int64, error) {
	var total sql.NullInt64
	prefix := time.Date(year, month, 1, 0, 0, 0, 0, time.Local).Format("2006-01")
	err := l.db.QueryRow(`SELECT SUM(amount) FROM entries WHERE day LIKE ?`, prefix+"%").Scan(&total)
	return total.Int64, err
}
