package provider_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// callFunction calls a provider function with string arguments through the provider's protocol server, as
// Terraform does.
func callFunction(t *testing.T, name string, args ...string) *tfprotov6.CallFunctionResponse {
	t.Helper()
	values := make([]*tfprotov6.DynamicValue, len(args))
	for i, a := range args {
		v, err := tfprotov6.NewDynamicValue(tftypes.String, tftypes.NewValue(tftypes.String, a))
		if err != nil {
			t.Fatal(err)
		}
		values[i] = &v
	}
	resp, err := provider.NewServer("test")().CallFunction(context.Background(), &tfprotov6.CallFunctionRequest{Name: name, Arguments: values})
	if err != nil {
		t.Fatalf("CallFunction %s: %v", name, err)
	}
	return resp
}

// TestNormalizeAndHashDeclared checks what Terraform reads of the function before calling it: its two
// string parameters, named as the issue writes the call, and a string result.
func TestNormalizeAndHashDeclared(t *testing.T) {
	f := resourceSchemas(t, provider.NewServer("test")()).Functions["normalize_and_hash"]
	if f == nil {
		t.Fatal("the provider declares no function normalize_and_hash")
	}
	var names []string
	for _, p := range f.Parameters {
		names = append(names, p.Name)
		if !p.Type.Is(tftypes.String) || p.AllowNullValue || p.AllowUnknownValues {
			t.Errorf("parameter %s: type %v, null %v, unknown %v; want a known string", p.Name, p.Type, p.AllowNullValue, p.AllowUnknownValues)
		}
	}
	if strings.Join(names, ",") != "type,value" || f.VariadicParameter != nil || f.Return == nil || !f.Return.Type.Is(tftypes.String) {
		t.Errorf("normalize_and_hash(%v) variadic %v returns %v; want normalize_and_hash(type, value) string", names, f.VariadicParameter, f.Return)
	}
}

// TestNormalizeAndHashSpecHashes calls the function with values whose hashes the audiences specification
// gives (shared/spec/audiences-and-measurement.md, section 2.4, line 237, and endpoint 12's example, lines
// 458 to 475), each checked with `printf %s VALUE | sha256sum`, written as users write them where 2.4's
// rules normalize them (lines 230 and 232); and a partner_user_id, which 2.4 sends as it is.
func TestNormalizeAndHashSpecHashes(t *testing.T) {
	for _, c := range []struct{ kind, value, want string }{
		{"handle", "adsapi", "49e0be2aeccfb51a8dee4c945c8a70a9ac500cf6f5cb08112575f74db9b1470d"},
		{"handle", " @TWITTER", "7352f353c460e74c7ae226952d04f8aa307b12329c5512ec8cb6f1a0f8f9b2cb"},
		{"email", " ABC@twitter.com ", "4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3"},
		{"email", "edf@twitter.com", "5bf13d5ad4200407c5bc8b9bb578e425d05ef936fd488e3799a9d0806669223c"},
		{"device_id", "123456", "8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92"},
		{"partner_user_id", "crm-000042 ", "crm-000042 "},
	} {
		resp := callFunction(t, "normalize_and_hash", c.kind, c.value)
		if resp.Error != nil || resp.Result == nil {
			t.Errorf("normalize_and_hash(%q, %q): %v", c.kind, c.value, resp.Error)
			continue
		}
		v, err := resp.Result.Unmarshal(tftypes.String)
		var got string
		if err == nil {
			err = v.As(&got)
		}
		if err != nil || got != c.want {
			t.Errorf("normalize_and_hash(%q, %q) = %q (%v), want %s", c.kind, c.value, got, err, c.want)
		}
	}
}

// TestNormalizeAndHashRefusals checks that a wrong type fails on the first argument and a value that is
// not an identifier of its type on the second, saying why, and that no error quotes what it was given:
// values are personal data, and a swapped call gives one as the type.
func TestNormalizeAndHashRefusals(t *testing.T) {
	for _, c := range []struct {
		kind, value string
		argument    int64
		says        string
	}{
		{"jane.doe@example.com", "email", 0, "unknown identifier type"},
		{"e-mail", "jane.doe@example.com", 0, "device_id, email, handle, partner_user_id, phone_number, twitter_id"},
		{"email", "jane.doe.example.com", 1, "not an email address: no @"},
		{"phone_number", "(555) 010-4477", 1, "not a phone number in E.164 form: no leading +"},
		{"twitter_id", "user-143567", 1, "not a numeric user id"},
		{"handle", "jane@doe", 1, "not a handle"},
	} {
		resp := callFunction(t, "normalize_and_hash", c.kind, c.value)
		if resp.Error == nil {
			t.Errorf("normalize_and_hash(%q, %q) succeeded; want a refusal", c.kind, c.value)
			continue
		}
		e := resp.Error
		if e.FunctionArgument == nil || *e.FunctionArgument != c.argument || !strings.Contains(e.Text, c.says) {
			t.Errorf("normalize_and_hash(%q, %q): argument %v, %q; want argument %d saying %q", c.kind, c.value, e.FunctionArgument, e.Text, c.argument, c.says)
		}
		for _, given := range []string{c.kind, c.value} {
			// The types' names are no personal data, and the messages name them ("not a handle").
			if !slices.Contains(members.Kinds(), given) && strings.Contains(e.Text, given) {
				t.Errorf("normalize_and_hash(%q, %q): %q quotes %q", c.kind, c.value, e.Text, given)
			}
		}
	}
}
