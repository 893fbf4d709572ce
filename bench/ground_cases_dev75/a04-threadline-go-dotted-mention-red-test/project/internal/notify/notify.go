package notify

import (
	"context"
	"fmt"

	"github.com/threadline/threadline/internal/mentions"
	"github.com/threadline/threadline/internal/store"
)

type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

type Notifier struct {
	users  *store.Users
	mailer Mailer
}

func New(users *store.Users, mailer Mailer) *Notifier {
	return &Notifier{users: users, mailer: mailer}
}

// CommentPosted mails everyone mentioned in the comment and everyone watching
// the thread, once each, never the author and never users who muted e-mail.
func (n *Notifier) CommentPosted(ctx context.Context, c store.Comment) error {
	mentioned, err := n.users.ByHandles(ctx, mentions.Extract(c.Body))
	if err != nil {
		return fmt.Errorf("mentioned users: %w", err)
	}
	watchers, err := n.users.ThreadWatchers(ctx, c.ThreadID)
	if err != nil {
		return fmt.Errorf("watchers: %w", err)
	}
	sent := map[int64]bool{c.AuthorID: true}
	for _, u := range mentioned {
		if sent[u.ID] || u.MutedEmails {
			continue
		}
		sent[u.ID] = true
		if err := n.mailer.Send(ctx, u.Email, "You were mentioned", mentionBody(c)); err != nil {
			return err
		}
	}
	for _, u := range watchers {
		if sent[u.ID] || u.MutedEmails {
			continue
		}
		sent[u.ID] = true
		if err := n.mailer.Send(ctx, u.Email, "New comment on a thread you watch", watchBody(c)); err != nil {
			return err
		}
	}
	return nil
}
