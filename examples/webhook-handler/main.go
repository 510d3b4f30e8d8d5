// Command webhook-handler is a webhook handler for the service's account activity: it answers the
// challenge-response check (CRC) and verifies the signature of every delivery, then writes each verified
// event to standard output, one JSON line per event. It uses the standard library only, so that it can be
// copied into a project as a starting point.
//
// The app's consumer secret is both the CRC's key and the signatures'. It is read from the environment
// variable the -secret-env flag names, never from a flag (a flag shows in the process list), and is never
// printed.
//
//	WEBHOOK_CONSUMER_SECRET=... go run ./examples/webhook-handler -listen 127.0.0.1:8090
//
// Register http://127.0.0.1:8090/webhook with the emulator (adsapi_webhook), or put the handler behind a
// public https address to register it with the real service.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:8090", "the address to listen on")
	path := flag.String("path", "/webhook", "the path of the webhook's URL")
	secretEnv := flag.String("secret-env", "WEBHOOK_CONSUMER_SECRET", "the environment variable holding the app's consumer secret")
	flag.Parse()
	if err := run(*listen, *path, *secretEnv); err != nil {
		log.Fatal(err)
	}
}

// run serves the handler on listen until an interrupt or SIGTERM.
func run(listen, path, secretEnv string) error {
	secret := os.Getenv(secretEnv)
	if secret == "" {
		return fmt.Errorf("%s is empty: set it to the consumer secret of the app that registers the webhook", secretEnv)
	}
	mux := http.NewServeMux()
	mux.Handle(path, &Handler{Secret: []byte(secret), Events: os.Stdout, Log: log.Default()})

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", listen)
	if err != nil {
		return err
	}
	// The address on a line of its own, so that a script that started the handler on port 0 can read it.
	log.Printf("listening on http://%s%s", ln.Addr(), path)
	// The service gives a handler 10 seconds to answer; these bounds keep a slow client from holding more.
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := srv.Shutdown(shutdown); err != nil {
			log.Print(err)
		}
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
