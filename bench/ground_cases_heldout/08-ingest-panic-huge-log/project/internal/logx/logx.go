// Package logx is a tiny leveled logger that prints the caller as dir/file.go:line.
package logx

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"
)

func emit(level, format string, args ...any) {
	_, file, line, ok := runtime.Caller(2)
	where := "?"
	if ok {
		where = fmt.Sprintf("%s/%s:%d", filepath.Base(filepath.Dir(file)), filepath.Base(file), line)
	}
	fmt.Fprintf(os.Stderr, "%s %-5s %s %s\n", time.Now().UTC().Format("2006-01-02T15:04:05.000Z"), level, where, fmt.Sprintf(format, args...))
}

func Info(format string, args ...any)  { emit("INFO", format, args...) }
func Warn(format string, args ...any)  { emit("WARN", format, args...) }
func Error(format string, args ...any) { emit("ERROR", format, args...) }
