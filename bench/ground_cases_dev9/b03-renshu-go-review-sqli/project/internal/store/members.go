package store

import (
	"context"
	"database/sql"
)

type Role string

const (
	RoleMember Role = "member"
	RoleAdmin  Role = "admin"
)

type Member struct {
	ID     int64  `json:"id"`
	ClubID int64  `json:"club_id"`
	Name   string `json:"name"`
	Role   Role   `json:"role"`
}

type MemberStore struct {
	db *sql.DB
}

func NewMemberStore(db *sql.DB) *MemberStore { return &MemberStore{db: db} }

func (s *MemberStore) ByToken(ctx context.Context, token string) (Member, error) {
	var m Member
	err := s.db.QueryRowContext(ctx,
		`SELECT m.id, m.club_id, m.name, m.role FROM members m
		 JOIN api_tokens t ON t.member_id = m.id
		 WHERE t.token = $1 AND t.revoked_at IS NULL`, token).
		Scan(&m.ID, &m.ClubID, &m.Name, &m.Role)
	return m, err
}
