package server

import (
	"net"
	"sync"
)

// limitListener accepts at most n connections at once; Accept blocks while the limit is reached,
// so excess clients wait in the kernel's accept queue instead of using up file descriptors.
type limitListener struct {
	net.Listener
	sem chan struct{}
}

func limitListen(ln net.Listener, n int) net.Listener {
	return &limitListener{Listener: ln, sem: make(chan struct{}, n)}
}

func (l *limitListener) Accept() (net.Conn, error) {
	l.sem <- struct{}{}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.sem
		return nil, err
	}
	return &limitConn{Conn: c, release: func() { <-l.sem }}, nil
}

type limitConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
