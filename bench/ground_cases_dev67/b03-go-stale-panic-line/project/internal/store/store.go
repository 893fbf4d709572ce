package store

import (
	"context"
	"database/sql"
	"strings"
)

type Store struct{ db *sql.DB }

type Recipient struct {
	ID      string
	Name    string
	Emails  []string
	OptedIn bool
}

func Open(url string) (*Store, error) {
	db, err := sql.Open("postgres", url)
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, nil
}

func (s *Store) Recipients(ctx context.Context, campaign string) ([]Recipient, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, name, emails, opted_in FROM recipients WHERE campaign_id = $1 ORDER BY name`, campaign)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Recipient
	for rows.Next() {
		var rc Recipient
		var emails string
		if err := rows.Scan(&rc.ID, &rc.Name, &emails, &rc.OptedIn); err != nil {
			return nil, err
		}
		if emails != "" {
			rc.Emails = strings.Split(emails, ",")
		}
		out = append(out, rc)
	}
	return out, rows.Err()
}

func (s *Store) Enqueue(ctx context.Context, campaign string) (int, error) {
	res, err := s.db.ExecContext(ctx,
		`INSERT INTO outbox (campaign_id, recipient_id) SELECT $1, id FROM recipients WHERE campaign_id = $1 AND opted_in`, campaign)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}
