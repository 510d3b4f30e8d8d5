package cards_test

import (
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// Media of the emulator's demo library.
const (
	wideImage  = "3_1073727809120419840" // 1200x628
	wideImage2 = "3_1075096386931052545" // 1200x628
	video      = "13_950589518557540353"
)

// seedCard stores a website card directly in the emulator, for tests that need many cards.
func seedCard(env *acctest.Env, name string) {
	env.T.Helper()
	_, err := env.Srv.SeedCard(acctest.Account, emulator.Card{
		Name: name,
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: wideImage},
			{Type: "DETAILS", Title: name, Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
		},
	})
	if err != nil {
		env.T.Fatal(err)
	}
}
