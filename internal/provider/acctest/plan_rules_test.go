package acctest

import (
	"strings"
	"testing"
)

func TestRenameApartRenamesBlocksAndTheirReferences(t *testing.T) {
	config := `
variable "post" {
  default = "1"
}
data "adsapi_line_item" "li" {
  id = "7tg1x"
}
resource "adsapi_promoted_post" "test" {
  count        = 2
  line_item_id = data.adsapi_line_item.li.id
  post_id      = var.post
  lifecycle {
    precondition {
      condition     = adsapi_promoted_post.test[0].id != ""
      error_message = "x"
    }
  }
}
`
	got, ok := renameApart(config, 12)
	if !ok {
		t.Fatal("a configuration of variables, data sources and resources was not renamed")
	}
	for _, want := range []string{
		`variable "post__rule12"`, `data "adsapi_line_item" "li__rule12"`, `resource "adsapi_promoted_post" "test__rule12"`,
		`data.adsapi_line_item.li__rule12.id`, `var.post__rule12`, `adsapi_promoted_post.test__rule12[0].id`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("renamed configuration lacks %s:\n%s", want, got)
		}
	}
	if strings.Contains(got, `"test"`) || strings.Contains(got, "var.post\n") {
		t.Errorf("a label or reference kept its old name:\n%s", got)
	}
}

func TestRenameApartRefusesWhatItCannotRename(t *testing.T) {
	for name, config := range map[string]string{
		"provider block": "provider \"adsapi\" {}\nresource \"adsapi_card\" \"test\" {}\n",
		"locals":         "locals {\n  a = 1\n}\n",
		"no block":       "",
		"syntax error":   "resource \"adsapi_card\" {\n",
	} {
		if got, ok := renameApart(config, 0); ok {
			t.Errorf("%s: renamed, want it left to run alone:\n%s", name, got)
		}
	}
}

func TestDiagnosticsByRuleGivesEachRuleItsOwn(t *testing.T) {
	out := `Error running non-refresh plan: exit status 1

Error: Invalid Attribute Value Length

  with adsapi_campaign.test__rule1,
  on terraform_plugin_test.tf line 27, in resource "adsapi_campaign" "test__rule1":
  27:   name = ""

Attribute name must be between 1 and 255 characters, got: 0

Error: Invalid Attribute Value Match

  with adsapi_campaign.test__rule12,
  on terraform_plugin_test.tf line 31, in resource "adsapi_campaign" "test__rule12":
  31:   funding_instrument_id = ""

Attribute funding_instrument_id must be a non-empty id

Error: Missing ads account

Neither the provider nor the resource names one.
`
	own := diagnosticsByRule(out)
	if len(own) != 2 {
		t.Fatalf("want the diagnostics of rules 1 and 12 alone, got %v", own)
	}
	if !strings.Contains(own[1], "got: 0") || strings.Contains(own[1], "funding_instrument_id") {
		t.Errorf("rule 1 got the wrong diagnostics: %q", own[1])
	}
	if !strings.Contains(own[12], "funding_instrument_id must be") || strings.Contains(own[12], "got: 0") {
		t.Errorf("rule 12 got the wrong diagnostics: %q", own[12])
	}
	if strings.Contains(own[1]+own[12], "__rule") || !strings.Contains(own[1], `"adsapi_campaign" "test":`) {
		t.Errorf("the suffix was not taken out: %v", own)
	}
}
