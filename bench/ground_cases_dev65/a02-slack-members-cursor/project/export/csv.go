// Package export writes the directory CSV that finance picks up from the SFTP drop.
package export

import (
	"encoding/csv"
	"io"
	"sort"

	"github.com/northwind/slack-roster/slack"
)

var header = []string{"slack_id", "handle", "real_name", "email", "title", "tz"}

// Rows keeps real, active people (no bots, no deactivated accounts), sorted by email.
func Rows(users []slack.User) [][]string {
	rows := make([][]string, 0, len(users))
	for _, u := range users {
		if u.Deleted || u.IsBot || u.ID == "USLACKBOT" {
			continue
		}
		rows = append(rows, []string{u.ID, u.Name, u.Profile.RealName, u.Profile.Email, u.Profile.Title, u.TZ})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i][3] < rows[j][3] })
	return rows
}

func Write(w io.Writer, users []slack.User) (int, error) {
	cw := csv.NewWriter(w)
	if err := cw.Write(header); err != nil {
		return 0, err
	}
	rows := Rows(users)
	if err := cw.WriteAll(rows); err != nil {
		return 0, err
	}
	return len(rows), nil
}
