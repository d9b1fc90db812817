// Command gangazo-engine runs FerretDB v1 over SQLite as an embedded MongoDB-compatible engine
// for the BFF when no MongoDB is available. It embeds FerretDB's package rather than using the
// upstream binary because that binary panics without a generated version file (FerretDB #2982).
//
// It stops when its standard input closes, so it never outlives the Node process that started it.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dataDir := flag.String("data", ".data/db", "directory holding one SQLite file per database")
	listen := flag.String("listen", "127.0.0.1:0", "loopback address to listen on")
	logLevel := flag.String("log", "error", "log level: debug, info, warn or error")
	flag.Parse()

	if err := run(*dataDir, *listen, *logLevel); err != nil {
		fmt.Fprintln(os.Stderr, "gangazo-engine:", err)
		os.Exit(1)
	}
}

func run(dataDir, listen, logLevel string) error {
	abs, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}
	if err = os.MkdirAll(abs, 0o755); err != nil {
		return err
	}

	addr, err := resolveListen(listen)
	if err != nil {
		return err
	}

	var level slog.Level
	if err = level.UnmarshalText([]byte(logLevel)); err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: addr},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	go func() {
		_, _ = io.Copy(io.Discard, os.Stdin)
		cancel()
	}()

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	if err = waitListening(ctx, addr); err != nil {
		return err
	}
	// The parent reads this line to learn the engine is ready and where.
	fmt.Printf("READY mongodb://%s/\n", addr)

	return <-done
}

// resolveListen turns a ":0" port into a concrete free loopback port, so the address can be
// announced before FerretDB's listener exposes it.
func resolveListen(listen string) (string, error) {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return "", err
	}
	if port != "0" {
		return listen, nil
	}
	l, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func waitListening(ctx context.Context, addr string) error {
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			c.Close()
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	return fmt.Errorf("engine did not listen on %s within 30s", addr)
}
