package invite

import "time"

type Invite struct {
	Email   string
	Team    string
	Expires time.Time
}

func New(email, team string, now time.Time) Invite {
	return Invite{Email: normalizeEmail(email), Team: team, Expires: now.Add(7 * 24 * time.Hour)}
}

// Matches reports whether a signed-up account (already normalised) is the invitee.
func (i Invite) Matches(accountEmail string) bool {
	return i.Email == accountEmail
}
