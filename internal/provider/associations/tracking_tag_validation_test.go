package associations_test

// trackingTagRules are the tag's plan-time rules and its data sources' (acctest.Kind).
var trackingTagRules = map[string]string{
	tagConfig("impression_tag", impURL):                               `tracking_tag_type.*value must be one of: \["IMPRESSION_TAG" "CLICK_TRACKER"\], got: "impression_tag"`,
	tagConfig("VIEW_TAG", impURL):                                     `tracking_tag_type.*value must be one of`,
	tagConfig("IMPRESSION_TAG", "ad.doubleclick.net/ddm/trackimp/N1"): `tracking_tag_url must be an absolute http or https URL.*It has no scheme: write it as\s+"https://ad.doubleclick.net/ddm/trackimp/N1"`,
	tagConfig("CLICK_TRACKER", "javascript:alert(1)"):                 `tracking_tag_url must be an absolute http or https URL`,
	tagConfig("CLICK_TRACKER", "https:///no-host"):                    `tracking_tag_url must be an absolute http or https URL`,
	tagConfig("CLICK_TRACKER", ""):                                    `tracking_tag_url must be an absolute http or https URL`,
	`
resource "adsapi_tracking_tag" "test" {
  line_item_id      = ""
  tracking_tag_type = "IMPRESSION_TAG"
  tracking_tag_url  = "` + impURL + `"
}
`: `line_item_id.*must be a non-empty id`,
	`data "adsapi_tracking_tag" "x" { id = "" }`:                     `id.*must be a non-empty id`,
	`data "adsapi_tracking_tags" "x" { line_item_ids = [] }`:         `line_item_ids.*list must contain at least 1`,
	`data "adsapi_tracking_tags" "x" { tracking_tag_ids = ["a b"] }`: `tracking_tag_ids.*must be a non-empty id`,
}
