package notify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/opsnote/alertrelay/internal/alert"
)

type Slack struct {
	WebhookURL string
	Client     *http.Client
}

func (s *Slack) Send(a alert.Alert) error {
	icon := ":rotating_light:"
	if a.Status == "resolved" {
		icon = ":white_check_mark:"
	}
	text := fmt.Sprintf("%s *%s* %s\n%s", icon, a.Labels["alertname"], a.Labels["instance"], a.Annotations["summary"])
	body, _ := json.Marshal(map[string]string{"text": text})
	client := s.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	resp, err := client.Post(s.WebhookURL, "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("slack: %s", resp.Status)
	}
	return nil
}
