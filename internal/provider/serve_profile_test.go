package provider

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func TestStartCPUProfile(t *testing.T) {
	startCPUProfile(func(string) string { return "" })() // unset: nothing to stop, no file
	base := filepath.Join(t.TempDir(), "prof")
	stop := startCPUProfile(func(k string) string {
		if k == cpuProfileEnv {
			return base
		}
		return ""
	})
	stop()
	fi, err := os.Stat(base + "." + strconv.Itoa(os.Getpid()))
	if err != nil {
		t.Fatalf("profile file: %v", err)
	}
	if fi.Size() == 0 {
		t.Error("profile file is empty")
	}
}
