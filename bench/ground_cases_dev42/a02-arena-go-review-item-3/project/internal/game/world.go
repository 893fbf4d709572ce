// Package game is the snake world: movement, food and collisions.
package game

import (
	"encoding/json"
	"math/rand"
)

type Point struct{ X, Y int }

var dirs = map[string]Point{"up": {0, -1}, "down": {0, 1}, "left": {-1, 0}, "right": {1, 0}}

type Snake struct {
	Body  []Point `json:"body"`
	Dir   Point   `json:"-"`
	Alive bool    `json:"alive"`
	Score int     `json:"score"`
}

type World struct {
	W, H   int
	Snakes map[string]*Snake
	Food   []Point
	tick   int
}

func NewWorld(w, h int) *World {
	return &World{W: w, H: h, Snakes: make(map[string]*Snake)}
}

func (w *World) AddSnake(id string) {
	start := Point{rand.Intn(w.W), rand.Intn(w.H)}
	w.Snakes[id] = &Snake{Body: []Point{start}, Dir: dirs["right"], Alive: true}
}

func (w *World) RemoveSnake(id string) { delete(w.Snakes, id) }

func (w *World) Turn(id, dir string) {
	s, ok := w.Snakes[id]
	d, known := dirs[dir]
	if !ok || !known {
		return
	}
	// no reversing into yourself
	if d.X == -s.Dir.X && d.Y == -s.Dir.Y {
		return
	}
	s.Dir = d
}

// Step moves every snake one cell (wrapping at the edges), eats food, resolves
// collisions and returns the new state as JSON.
func (w *World) Step() []byte {
	w.tick++
	if len(w.Food) < 3 {
		w.Food = append(w.Food, Point{rand.Intn(w.W), rand.Intn(w.H)})
	}
	for _, s := range w.Snakes {
		if !s.Alive {
			continue
		}
		head := s.Body[0]
		next := Point{(head.X + s.Dir.X + w.W) % w.W, (head.Y + s.Dir.Y + w.H) % w.H}
		s.Body = append([]Point{next}, s.Body...)
		if i := w.foodAt(next); i >= 0 {
			w.Food = append(w.Food[:i], w.Food[i+1:]...)
			s.Score++
		} else {
			s.Body = s.Body[:len(s.Body)-1]
		}
	}
	w.collide()
	out, _ := json.Marshal(map[string]any{"tick": w.tick, "snakes": w.Snakes, "food": w.Food})
	return out
}

func (w *World) foodAt(p Point) int {
	for i, f := range w.Food {
		if f == p {
			return i
		}
	}
	return -1
}

func (w *World) collide() {
	occupied := make(map[Point]int)
	for _, s := range w.Snakes {
		if !s.Alive {
			continue
		}
		for _, p := range s.Body {
			occupied[p]++
		}
	}
	for _, s := range w.Snakes {
		if s.Alive && occupied[s.Body[0]] > 1 {
			s.Alive = false
		}
	}
}
