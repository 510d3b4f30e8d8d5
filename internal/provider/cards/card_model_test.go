package cards

import (
	"context"
	"reflect"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// TestCardModelRoundTrip converts the service's card to values and back: what the card has survives, and
// what a slide does not take is dropped.
func TestCardModelRoundTrip(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	media := adsapi.Component{Type: "SWIPEABLE_MEDIA", MediaKeys: []string{"3_1", "13_2"}}
	button := adsapi.Component{Type: "BUTTON", Label: &adsapi.Label{Type: "ENUM", Value: "PLAY"},
		Destination: &adsapi.Destination{Type: "APP", CountryCode: "US", GooglePlayAppID: "com.example", GooglePlayDeepLink: "ex://"}}
	details := adsapi.Component{Type: "DETAILS", Title: "T", MediaKeys: []string{},
		Destination: &adsapi.Destination{Type: "WEBSITE", URL: "https://example.com", CountryCode: "dropped"}}

	var m cardModel
	if d := m.fromAPI(ctx, "acc", &adsapi.Card{ID: "1", Name: "n", Components: []adsapi.Component{media, button}}); d.HasError() {
		t.Fatal(d)
	}
	if !m.Slides.IsNull() || len(m.Components.Elements()) != 2 {
		t.Fatalf("components %s, slides %s", m.Components, m.Slides)
	}
	in, d := m.toInput(ctx)
	if d.HasError() {
		t.Fatal(d)
	}
	if want := []adsapi.Component{media, button}; !reflect.DeepEqual(in.Components, want) || in.Slides != nil {
		t.Errorf("components %+v, want %+v", in.Components, want)
	}

	slide := []adsapi.Component{{Type: "MEDIA", MediaKey: "3_1"}, details}
	if d := m.fromAPI(ctx, "acc", &adsapi.Card{ID: "1", Name: "n", Slides: [][]adsapi.Component{slide, slide}}); d.HasError() {
		t.Fatal(d)
	}
	if !m.Components.IsNull() || len(m.Slides.Elements()) != 2 {
		t.Fatalf("components %s, slides %s", m.Components, m.Slides)
	}
	in, d = m.toInput(ctx)
	if d.HasError() {
		t.Fatal(d)
	}
	want := []adsapi.Component{{Type: "MEDIA", MediaKey: "3_1"},
		{Type: "DETAILS", Title: "T", Destination: &adsapi.Destination{Type: "WEBSITE", URL: "https://example.com"}}}
	if len(in.Slides) != 2 || !reflect.DeepEqual(in.Slides[1], want) || in.Components != nil {
		t.Errorf("slides %+v, want two of %+v", in.Slides, want)
	}
}
