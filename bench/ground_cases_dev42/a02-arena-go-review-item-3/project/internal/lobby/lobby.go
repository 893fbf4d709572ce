// Package lobby keeps the open rooms and who is in them.
package lobby

import (
	"errors"
	"math/rand"
	"sync"
	"time"

	"github.com/kestrel-games/arena/internal/game"
)

var (
	ErrRoomFull     = errors.New("room is full")
	ErrRoomNotFound = errors.New("room not found")
	ErrAlreadyIn    = errors.New("player already in room")
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// Player is one connected client. Out is drained by the connection's write pump.
type Player struct {
	ID   string
	Name string
	Out  chan []byte
}

type Room struct {
	Code    string
	max     int
	mu      sync.Mutex
	players map[string]*Player
	world   *game.World
	done    chan struct{}
	created time.Time
}

type Lobby struct {
	mu         sync.Mutex
	rooms      map[string]*Room
	maxPerRoom int
}

func New(maxPerRoom int) *Lobby {
	return &Lobby{rooms: make(map[string]*Room), maxPerRoom: maxPerRoom}
}

func roomCode() string {
	b := make([]byte, 5)
	for i := range b {
		b[i] = codeAlphabet[rand.Intn(len(codeAlphabet))]
	}
	return string(b)
}

// Create opens a new room and returns it. The caller starts its Run loop.
func (l *Lobby) Create() *Room {
	l.mu.Lock()
	defer l.mu.Unlock()
	r := &Room{
		Code:    roomCode(),
		max:     l.maxPerRoom,
		players: make(map[string]*Player),
		world:   game.NewWorld(48, 32),
		done:    make(chan struct{}),
		created: time.Now(),
	}
	l.rooms[r.Code] = r
	return r
}

func (l *Lobby) Get(code string) (*Room, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	r, ok := l.rooms[code]
	if !ok {
		return nil, ErrRoomNotFound
	}
	return r, nil
}

// Leave removes the player from the room.
func (l *Lobby) Leave(code, playerID string) {
	r, err := l.Get(code)
	if err != nil {
		return
	}
	r.mu.Lock()
	delete(r.players, playerID)
	r.world.RemoveSnake(playerID)
	empty := len(r.players) == 0
	r.mu.Unlock()
	if !empty {
		return
	}
	l.mu.Lock()
	if l.rooms[code] == r {
		delete(l.rooms, code)
		close(r.done)
	}
	l.mu.Unlock()
}

// Join adds p to the room.
func (r *Room) Join(p *Player) error {
	if len(r.players) >= r.max {
		return ErrRoomFull
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.players[p.ID]; ok {
		return ErrAlreadyIn
	}
	r.players[p.ID] = p
	r.world.AddSnake(p.ID)
	return nil
}

// Steer changes a player's direction; unknown directions are ignored.
func (r *Room) Steer(playerID, dir string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.world.Turn(playerID, dir)
}

// Broadcast sends msg to every player in the room.
func (r *Room) Broadcast(msg []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range r.players {
		p.Out <- msg
	}
}

// Size is the number of players in the room.
func (r *Room) Size() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.players)
}

// Tick advances the world one step and sends the new state to everyone.
func (r *Room) Tick() {
	r.mu.Lock()
	state := r.world.Step()
	r.mu.Unlock()
	r.Broadcast(state)
}

// Run ticks the room every interval until the room is closed.
func (r *Room) Run(every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			r.Tick()
		case <-r.done:
			return
		}
	}
}
