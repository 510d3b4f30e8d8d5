package creates

import "testing"

// Identical means one thing for an answer and a candidate: the same wherever both say something. A
// default the service fills, or a field an answer leaves out, decides nothing; another value, or
// another number of components, does.
func TestIdentical(t *testing.T) {
	for _, tc := range []struct {
		got, sent string
		want      bool
	}{
		{`{"name":"a","filter":{"user_id":"1","direction":"inbound"}}`, `{"name":"a","filter":{"user_id":"1"}}`, true},
		{`{"name":"","components":null}`, `{"name":"a","components":[{"type":"MEDIA"}]}`, true},
		{`{"name":"b"}`, `{"name":"a"}`, false},
		{`{"components":[{"type":"MEDIA"}]}`, `{"components":[{"type":"MEDIA"},{"type":"DETAILS"}]}`, false},
		{`{"components":[{"url":"https://b"}]}`, `{"components":[{"url":"https://a"}]}`, false},
		{`"x"`, `"x"`, true},
		{`not json`, `{"name":"a"}`, false},
	} {
		if got := testEngine().identical(tc.got, tc.sent); got != tc.want {
			t.Errorf("identical(%s, %s) = %v, want %v", tc.got, tc.sent, got, tc.want)
		}
	}
}
