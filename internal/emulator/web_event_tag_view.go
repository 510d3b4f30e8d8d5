package emulator

import "strings"

// webEventTagView is a tag on the wire, as the spec's examples write it: last_tracked_at null until
// the first event, and no created_at or updated_at (no example carries them).
type webEventTagView struct {
	ID                 string  `json:"id"`
	Name               string  `json:"name"`
	Type               string  `json:"type"`
	ClickWindow        int     `json:"click_window"`
	ViewThroughWindow  int     `json:"view_through_window"`
	RetargetingEnabled bool    `json:"retargeting_enabled"`
	EmbedCode          string  `json:"embed_code"`
	WebsiteTagID       string  `json:"website_tag_id"`
	Status             string  `json:"status"`
	LastTrackedAt      *string `json:"last_tracked_at"`
	Deleted            bool    `json:"deleted"`
}

func viewWebEventTag(t *WebEventTag) webEventTagView {
	v := webEventTagView{
		ID: t.ID, Name: t.Name, Type: t.Type, ClickWindow: t.ClickWindow, ViewThroughWindow: t.ViewThroughWindow,
		RetargetingEnabled: t.RetargetingEnabled, EmbedCode: embedCode(t.WebsiteTagID), WebsiteTagID: t.WebsiteTagID,
		Status: t.Status, Deleted: t.Deleted,
	}
	if !t.LastTrackedAt.IsZero() {
		at := formatTime(t.LastTrackedAt)
		v.LastTrackedAt = &at
	}
	return v
}

// embedCodeForm is the snippet in the form of the spec's read examples (endpoints 1 and 2), with
// WEBSITE_TAG_ID in place of the website tag id. The write examples (3 to 5) print a second,
// mangled form; which one the service sends is not shown, and answering one form everywhere keeps a
// tag's embed_code the same from its create to its reads.
const embedCodeForm = `<script src="//platform.twitter.com/oct.js" type="text/javascript"></script>` +
	`<script type="text/javascript">twttr.conversion.trackPid('WEBSITE_TAG_ID',  { tw_sale_amount: 0, tw_order_quantity: 0 });</script>` +
	`<noscript><img height="1" width="1" style="display:none;" alt=""  src="https://analytics.twitter.com/i/adsct?txn_id=WEBSITE_TAG_ID&amp;p_id=Twitter&amp;tw_sale_amount=0&amp;tw_order_quantity=0" />` +
	`<img height="1" width="1" style="display:none;" alt=""  src="//t.co/i/adsct?txn_id=WEBSITE_TAG_ID&amp;p_id=Twitter&amp;tw_sale_amount=0&amp;tw_order_quantity=0" /></noscript>`

// embedCode is the snippet that reports to websiteTagID.
func embedCode(websiteTagID string) string {
	return strings.ReplaceAll(embedCodeForm, "WEBSITE_TAG_ID", websiteTagID)
}
