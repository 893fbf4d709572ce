package webhook

import "encoding/json"

type teamsCard struct {
	Type       string        `json:"@type"`
	Context    string        `json:"@context"`
	Summary    string        `json:"summary"`
	ThemeColor string        `json:"themeColor"`
	Title      string        `json:"title"`
	Text       string        `json:"text"`
	Actions    []teamsAction `json:"potentialAction,omitempty"`
}

type teamsAction struct {
	Type    string        `json:"@type"`
	Name    string        `json:"name"`
	Targets []teamsTarget `json:"targets"`
}

type teamsTarget struct {
	OS  string `json:"os"`
	URI string `json:"uri"`
}

// buildTeamsCard renders an event as a legacy MessageCard for Teams connectors.
func buildTeamsCard(ev Event) ([]byte, error) {
	card := teamsCard{
		Type:       "MessageCard",
		Context:    "https://schema.org/extensions",
		Summary:    title(ev),
		ThemeColor: "2F6FEB",
		Title:      title(ev),
		Text:       ev.Actor + "：" + ev.Text,
	}
	if ev.URL != "" {
		card.Actions = []teamsAction{{Type: "OpenUri", Name: "查看", Targets: []teamsTarget{{OS: "default", URI: ev.URL}}}}
	}
	return json.Marshal(card)
}
