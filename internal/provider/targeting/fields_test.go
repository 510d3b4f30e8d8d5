package targeting_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/targeting"
)

// A TV show's genre and locales are what the service sent, and null when it sent none (as answers
// older than the reference's fields do), never an empty string or an empty list.
func TestTVShowGenreAndLocales(t *testing.T) {
	criteria, diags := targeting.CriteriaOf("tv_shows", []adsapi.TargetingCriterion{
		{Name: "NewsWatch", TargetingValue: "1", Genre: "PAID", Locales: []adsapi.TVLocale{{Language: "en", Country: "US"}, {Language: "es", Country: "US"}}},
		{Name: "Older answer", TargetingValue: "2"},
	})
	if diags.HasError() {
		t.Fatal(diags)
	}
	items := criteria.Elements()
	if len(items) != 2 {
		t.Fatalf("criteria = %v", criteria)
	}
	full := items[0].(types.Object).Attributes()
	if full["genre"].(types.String).ValueString() != "PAID" {
		t.Errorf("genre = %v, want PAID", full["genre"])
	}
	locales := full["locales"].(types.List).Elements()
	if len(locales) != 2 {
		t.Fatalf("locales = %v, want two", full["locales"])
	}
	second := locales[1].(types.Object).Attributes()
	if second["language"].(types.String).ValueString() != "es" || second["country"].(types.String).ValueString() != "US" {
		t.Errorf("locales[1] = %v, want es/US", locales[1])
	}
	bare := items[1].(types.Object).Attributes()
	if !bare["genre"].IsNull() || !bare["locales"].IsNull() {
		t.Errorf("a show without genre and locales has genre %v, locales %v; want both null", bare["genre"], bare["locales"])
	}
}
