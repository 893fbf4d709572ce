package benachrichtigung

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Push schickt Nachrichten an die Fahrer-App (über ntfy.sh, ein Topic pro Fahrer).
type Push struct {
	BasisURL string
	Client   *http.Client
}

func NeuerPush(basis string) *Push {
	return &Push{BasisURL: basis, Client: &http.Client{Timeout: 5 * time.Second}}
}

func (p *Push) NeueLieferung(fahrerID, lieferungID, adresse string, trinkgeldCent int) error {
	text := fmt.Sprintf("Neue Lieferung %s – %s", lieferungID, adresse)
	if trinkgeldCent > 0 {
		text += fmt.Sprintf(" (Trinkgeld %d,%02d €)", trinkgeldCent/100, trinkgeldCent%100)
	}
	return p.senden(fahrerID, "Neue Tour", text)
}

func (p *Push) Storniert(fahrerID, lieferungID string) error {
	return p.senden(fahrerID, "Storniert", fmt.Sprintf("Lieferung %s wurde storniert", lieferungID))
}

func (p *Push) senden(fahrerID, titel, text string) error {
	body, _ := json.Marshal(map[string]string{"topic": "gruenkost-" + fahrerID, "title": titel, "message": text})
	resp, err := p.Client.Post(p.BasisURL, "application/json", bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("push an %s fehlgeschlagen: %w", fahrerID, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("push an %s: status %d", fahrerID, resp.StatusCode)
	}
	return nil
}
