// Package netws serves the HTTP and websocket endpoints.
package netws

import (
	"encoding/json"
	"log"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"github.com/kestrel-games/arena/internal/lobby"
)

const (
	writeWait  = 5 * time.Second
	pongWait   = 30 * time.Second
	pingPeriod = pongWait * 9 / 10
	outBuffer  = 32
)

var upgrader = websocket.Upgrader{ReadBufferSize: 1024, WriteBufferSize: 4096}

type Server struct {
	lobby *lobby.Lobby
	tick  time.Duration
}

func NewServer(l *lobby.Lobby, tick time.Duration) *Server {
	return &Server{lobby: l, tick: tick}
}

// CreateRoom: POST /rooms -> {"code": "ABCDE"}
func (s *Server) CreateRoom(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	room := s.lobby.Create()
	go room.Run(s.tick)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"code": room.Code})
}

// Connect: GET /ws?room=ABCDE&name=alice, upgraded to a websocket.
func (s *Server) Connect(w http.ResponseWriter, r *http.Request) {
	room, err := s.lobby.Get(r.URL.Query().Get("room"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	conn, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	p := &lobby.Player{ID: uuid.NewString(), Name: r.URL.Query().Get("name"), Out: make(chan []byte, outBuffer)}
	if err := room.Join(p); err != nil {
		conn.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(4001, err.Error()))
		conn.Close()
		return
	}
	go writePump(conn, p)
	readPump(conn, room, p)
	s.lobby.Leave(room.Code, p.ID)
}

func readPump(conn *websocket.Conn, room *lobby.Room, p *lobby.Player) {
	defer conn.Close()
	conn.SetReadLimit(512)
	conn.SetReadDeadline(time.Now().Add(pongWait))
	conn.SetPongHandler(func(string) error { return conn.SetReadDeadline(time.Now().Add(pongWait)) })
	for {
		_, msg, err := conn.ReadMessage()
		if err != nil {
			return
		}
		var in struct {
			Dir string `json:"dir"`
		}
		if json.Unmarshal(msg, &in) == nil {
			room.Steer(p.ID, in.Dir)
		}
	}
}

func writePump(conn *websocket.Conn, p *lobby.Player) {
	ping := time.NewTicker(pingPeriod)
	defer ping.Stop()
	for {
		select {
		case msg, ok := <-p.Out:
			conn.SetWriteDeadline(time.Now().Add(writeWait))
			if !ok {
				conn.WriteMessage(websocket.CloseMessage, nil)
				return
			}
			if err := conn.WriteMessage(websocket.TextMessage, msg); err != nil {
				log.Printf("write to %s: %v", p.ID, err)
				return
			}
		case <-ping.C:
			conn.SetWriteDeadline(time.Now().Add(writeWait))
			if err := conn.WriteMessage(websocket.PingMessage, nil); err != nil {
				return
			}
		}
	}
}
