package promotion_test

import (
	"slices"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/promotion"
)

func criterion(id, typ, value, op string) adsapi.LineItemCriterion {
	return adsapi.LineItemCriterion{ID: id, TargetingType: typ, TargetingValue: wire.FlexString(value), OperatorType: op}
}

// One change of a line item's targeting: the criteria that stay are kept as they are (an operator the
// answer left out is the service's EQ), a criterion held twice is kept once, and the operations run
// deletes first (a TV show before the location it needs), then creates (a location before the TV show
// that needs it, an engagement before its ENGAGEMENT_TYPE).
func TestChangeOrder(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	held := []adsapi.LineItemCriterion{
		criterion("c1", "LOCATION", "la", "EQ"),
		criterion("c2", "TV_SHOW", "show1", "EQ"),
		criterion("c3", "AGE", "AGE_18_TO_34", ""),
		criterion("c4", "BROAD_KEYWORD", "tea", "EQ"),
		criterion("c5", "BROAD_KEYWORD", "tea", "EQ"),
		criterion("c6", "LANGUAGE", "en", ""),
	}
	want := [][3]string{
		{"TV_SHOW", "show2", "EQ"}, {"ENGAGEMENT_TYPE", "IMPRESSION", "EQ"}, {"AGE", "AGE_25_TO_49", "EQ"},
		{"LOCATION", "sf", "EQ"}, {"USER_ENGAGEMENT", "42", "EQ"}, {"BROAD_KEYWORD", "tea", "EQ"}, {"LANGUAGE", "en", "EQ"},
	}
	ops, kept := promotion.ChangeOps(want, held)
	wantOps := []string{
		"delete c2",              // the TV show, before the location it needs
		"delete c3", "delete c5", // the old age bucket, the copy of a keyword
		"delete c1",                                             // the location, last of the deletes
		"create LOCATION sf EQ", "create USER_ENGAGEMENT 42 EQ", // what others need, first of the creates
		"create AGE AGE_25_TO_49 EQ",
		"create ENGAGEMENT_TYPE IMPRESSION EQ", "create TV_SHOW show2 EQ", // what needs another, last
	}
	if !slices.Equal(ops, wantOps) {
		t.Errorf("operations:\n got %q\nwant %q", ops, wantOps)
	}
	if want := []string{"c4", "c6"}; !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
}

// Nothing to change sends nothing.
func TestChangeNone(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	ops, kept := promotion.ChangeOps([][3]string{{"GENDER", "1", "EQ"}}, []adsapi.LineItemCriterion{criterion("g", "GENDER", "1", "EQ")})
	if len(ops) != 0 || !slices.Equal(kept, []string{"g"}) {
		t.Errorf("ops %q, kept %q; want none, g", ops, kept)
	}
}
