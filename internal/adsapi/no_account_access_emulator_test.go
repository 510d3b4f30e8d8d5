package adsapi_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestNoAccountAccessKeepsTheObject: another user's read of a conversion tag is refused as the service
// refuses a user without access to the account (404 NOT_FOUND and its message), and the client says so
// rather than calling the tag missing, whether the read goes alone or through a shared list.
func TestNoAccountAccessKeepsTheObject(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	tag, err := emu.SeedWebEventTag(emulator.DemoAccountID, emulator.WebEventTag{Name: "sign-up", Type: "SIGN_UP", ClickWindow: 7})
	if err != nil {
		t.Fatal(err)
	}
	other := newDemoClient(t, url, func(cfg *adsapi.Config) {
		cfg.Transport.ConsumerKey, cfg.Transport.ConsumerSecret = emulator.OtherConsumerKey, emulator.OtherConsumerSecret
		cfg.Transport.AccessToken, cfg.Transport.AccessTokenSecret = emulator.OtherAccessToken, emulator.OtherAccessTokenSecret
	})
	_, err = other.WebEventTags.Get(testCtx(t), emulator.DemoAccountID, tag.ID)
	if err == nil {
		t.Fatal("another user read the demo account's tag")
	}
	if transport.IsNotFound(err) || !transport.IsNoAccountAccess(err) {
		t.Errorf("err = %v: IsNotFound %v, IsNoAccountAccess %v; want false, true", err, transport.IsNotFound(err), transport.IsNoAccountAccess(err))
	}
}
