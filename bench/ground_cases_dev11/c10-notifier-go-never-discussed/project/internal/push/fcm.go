package push

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

// FCM sends through the Firebase Cloud Messaging HTTP v1 API.
type FCM struct {
	projectID string
	tokens    *tokenSource
	client    *http.Client
}

func NewFCM(ctx context.Context, projectID, credentialsFile string) (*FCM, error) {
	ts, err := newTokenSource(ctx, credentialsFile)
	if err != nil {
		return nil, err
	}
	return &FCM{projectID: projectID, tokens: ts, client: &http.Client{Timeout: 10 * time.Second}}, nil
}

type message struct {
	Message struct {
		Token        string            `json:"token"`
		Notification map[string]string `json:"notification"`
		Data         map[string]string `json:"data,omitempty"`
		Android      map[string]any    `json:"android"`
		APNS         map[string]any    `json:"apns"`
	} `json:"message"`
}

// Send pushes one notification to one device token.
func (f *FCM) Send(ctx context.Context, deviceToken, title, body string, data map[string]string) error {
	var m message
	m.Message.Token = deviceToken
	m.Message.Notification = map[string]string{"title": title, "body": body}
	m.Message.Data = data
	m.Message.Android = map[string]any{"priority": "high", "ttl": "3600s"}
	m.Message.APNS = map[string]any{"headers": map[string]string{"apns-priority": "10"}}

	payload, err := json.Marshal(m)
	if err != nil {
		return err
	}
	token, err := f.tokens.Token(ctx)
	if err != nil {
		return fmt.Errorf("fcm auth: %w", err)
	}
	url := fmt.Sprintf("https://fcm.googleapis.com/v1/projects/%s/messages:send", f.projectID)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")

	resp, err := f.client.Do(req)
	if err != nil {
		return fmt.Errorf("fcm send: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		return fmt.Errorf("fcm send: %s: %s", resp.Status, bytes.TrimSpace(msg))
	}
	return nil
}
