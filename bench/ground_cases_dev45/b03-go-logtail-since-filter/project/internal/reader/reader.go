package reader

import (
	"bufio"
	"encoding/json"
	"os"
	"time"
)

// Entry は JSON Lines の1行.
type Entry struct {
	Time  time.Time `json:"time"`
	Level string    `json:"level"`
	Msg   string    `json:"msg"`
	Raw   string    `json:"-"`
}

// ReadFile は path を読み、パースできた行だけ返す.
func ReadFile(path string) ([]Entry, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	var out []Entry
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 0, 64*1024), 4*1024*1024)
	for sc.Scan() {
		line := sc.Text()
		var e Entry
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			continue
		}
		e.Raw = line
		out = append(out, e)
	}
	return out, sc.Err()
}
