package main

import (
	"bufio"
	"io"
	"os"
	"time"
)

type Tailer struct {
	path   string
	f      *os.File
	offset int64
	lines  chan string
}

func NewTailer(path string) (*Tailer, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	end, _ := f.Seek(0, io.SeekEnd)
	t := &Tailer{path: path, f: f, offset: end, lines: make(chan string, 1024)}
	go t.loop()
	return t, nil
}

func (t *Tailer) Lines() <-chan string { return t.lines }

func (t *Tailer) loop() {
	r := bufio.NewReader(t.f)
	for {
		line, err := r.ReadString('\n')
		if err == nil {
			t.offset += int64(len(line))
			t.lines <- line[:len(line)-1]
			continue
		}
		time.Sleep(250 * time.Millisecond)
		if t.rotated() {
			t.f.Close()
			f, err := os.Open(t.path)
			if err != nil {
				continue
			}
			t.f = f
			f.Seek(t.offset, io.SeekStart)
			r = bufio.NewReader(f)
		}
	}
}

// rotated reports whether the path now points at a different file than the one we hold.
func (t *Tailer) rotated() bool {
	cur, err := os.Stat(t.path)
	if err != nil {
		return false
	}
	held, err := t.f.Stat()
	if err != nil {
		return true
	}
	return !os.SameFile(cur, held)
}
