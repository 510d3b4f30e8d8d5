//go:build unix

// Command rusage runs another program and, when it exits, appends the CPU time and peak
// memory it used to a file. make bench installs it under the provider's name in a
// dev_overrides directory, so that Terraform starts it in place of the provider and every
// provider process of a run leaves one line:
//
//	<user seconds> <system seconds> <max RSS KiB> <exit code>
//
// The program is RUSAGE_PROGRAM and the file RUSAGE_FILE; arguments, the environment and
// the standard streams are the wrapper's own (Terraform's plugin handshake goes straight
// through). SIGINT and SIGTERM are passed on to the program.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
)

func main() {
	os.Exit(run())
}

func run() int {
	program, file := os.Getenv("RUSAGE_PROGRAM"), os.Getenv("RUSAGE_FILE")
	if program == "" || file == "" {
		fmt.Fprintln(os.Stderr, "rusage: RUSAGE_PROGRAM and RUSAGE_FILE must be set")
		return 2
	}
	// The program's life is the wrapper's: no context ends it, signals are passed on below.
	cmd := exec.CommandContext(context.Background(), program, os.Args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	signals := make(chan os.Signal, 2)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM)
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "rusage:", err)
		return 2
	}
	go func() {
		for s := range signals {
			_ = cmd.Process.Signal(s)
		}
	}()
	err := cmd.Wait()
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		fmt.Fprintln(os.Stderr, "rusage:", err)
		return 2
	}
	code := cmd.ProcessState.ExitCode()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		line := fmt.Sprintf("%.3f %.3f %d %d\n", seconds(ru.Utime), seconds(ru.Stime), ru.Maxrss, code)
		f, err := os.OpenFile(file, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err == nil {
			_, _ = f.WriteString(line)
			err = f.Close()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "rusage:", err)
		}
	}
	if code < 0 {
		return 1
	}
	return code
}

func seconds(tv syscall.Timeval) float64 {
	return float64(tv.Sec) + float64(tv.Usec)/1e6
}
