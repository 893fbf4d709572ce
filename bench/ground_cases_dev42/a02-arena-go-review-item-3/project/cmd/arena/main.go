package main

import (
	"flag"
	"log"
	"net/http"
	"time"

	"github.com/kestrel-games/arena/internal/lobby"
	"github.com/kestrel-games/arena/internal/netws"
)

func main() {
	addr := flag.String("addr", ":7350", "listen address")
	maxPlayers := flag.Int("max-players", 8, "players per room")
	tick := flag.Duration("tick", 100*time.Millisecond, "world tick interval")
	flag.Parse()

	lb := lobby.New(*maxPlayers)
	srv := netws.NewServer(lb, *tick)

	mux := http.NewServeMux()
	mux.HandleFunc("/rooms", srv.CreateRoom)
	mux.HandleFunc("/ws", srv.Connect)
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})

	log.Printf("arena listening on %s (max %d per room, tick %s)", *addr, *maxPlayers, *tick)
	log.Fatal(http.ListenAndServe(*addr, mux))
}
