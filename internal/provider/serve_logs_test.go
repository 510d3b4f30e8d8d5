package provider

import (
	"maps"
	"testing"
)

func TestQuietLogEnv(t *testing.T) {
	t.Parallel()
	off := map[string]string{
		"TF_LOG_SDK":                 "OFF",
		"TF_LOG_SDK_PROTO":           "OFF",
		"TF_LOG_SDK_FRAMEWORK":       "OFF",
		"TF_LOG_PROVIDER_ADSAPI":     "OFF",
		"TF_LOG_PROVIDER_ADSAPI_API": "OFF",
	}
	for _, tc := range []struct {
		name    string
		environ []string
		want    map[string]string
	}{
		{"no TF_LOG variable", []string{"HOME=/root", "PATH=/bin"}, off},
		{"empty TF_LOG", []string{"TF_LOG="}, off},
		{"TF_LOG off", []string{"TF_LOG=off"}, off},
		{"core only", []string{"TF_LOG_CORE=TRACE"}, off},
		{"a path without a level", []string{"TF_LOG_PATH=/tmp/tf.log"}, off},
		{"protocol data dir", []string{"TF_LOG_SDK_PROTO_DATA_DIR=/tmp/proto"}, off},
		{"similar name", []string{"TF_LOGGING=TRACE"}, off},
		{"TF_LOG trace", []string{"TF_LOG=TRACE"}, nil},
		{"TF_LOG json", []string{"TF_LOG=JSON"}, nil},
		{"TF_LOG debug lower case", []string{"TF_LOG=debug"}, nil},
		{"provider", []string{"TF_LOG_PROVIDER=DEBUG"}, nil},
		{"this provider", []string{"TF_LOG_PROVIDER_ADSAPI=TRACE"}, nil},
		{"the API client", []string{"TF_LOG_PROVIDER_ADSAPI_API=DEBUG"}, nil},
		{"sdk", []string{"TF_LOG_SDK=TRACE"}, nil},
		{"framework", []string{"TF_LOG_SDK_FRAMEWORK=TRACE"}, nil},
		{"proto", []string{"TF_LOG_SDK_PROTO=TRACE"}, nil},
		{"one asks among others", []string{"TF_LOG=OFF", "TF_LOG_CORE=TRACE", "TF_LOG_PROVIDER=INFO"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := quietLogEnv(tc.environ); !maps.Equal(got, tc.want) {
				t.Errorf("quietLogEnv(%q) = %v, want %v", tc.environ, got, tc.want)
			}
		})
	}
}
