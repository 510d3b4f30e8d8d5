package emulator

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// WebEventTag is one conversion event of an advertiser's website, with its attribution windows in
// days. The service answers no created_at or updated_at for a tag (no example of the spec carries
// them): the two times are kept for the list's order and the hooks, never written in an answer.
type WebEventTag struct {
	AccountID          string
	ID                 string
	Name               string
	Type               string
	ClickWindow        int
	ViewThroughWindow  int
	RetargetingEnabled bool
	// WebsiteTagID is what the embed code reports to; each tag gets its own (whether the service
	// shares one per account: not shown).
	WebsiteTagID string
	// Status is UNVERIFIED until TrackWebEventTag says events arrived (TRACKING).
	Status string
	// LastTrackedAt is the zero time until the first event (null on the wire).
	LastTrackedAt time.Time
	CreatedAt     time.Time
	UpdatedAt     time.Time
	Deleted       bool
}

// Statuses of a web event tag.
const (
	webEventTagUnverified = "UNVERIFIED"
	webEventTagTracking   = "TRACKING"
)

// webEventTagTable stores an account's tags, soft-deleted ones included. A seed gets its own
// website tag id and UNVERIFIED when it names none. A seed is not held to the API's window lists:
// a tag made in the ads UI may have 60 or 90 days, which the API answers but does not take.
var webEventTagTable = table[*account, WebEventTag]{
	noun: "web event tag", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*WebEventTag { return a.webEventTags },
	fields: func(t *WebEventTag) rowFields {
		return rowFields{id: &t.ID, parentID: &t.AccountID, createdAt: &t.CreatedAt, updatedAt: &t.UpdatedAt, deleted: &t.Deleted}
	},
	normalise: func(t *WebEventTag) {
		if !t.LastTrackedAt.IsZero() {
			t.LastTrackedAt = wholeSecond(t.LastTrackedAt)
		}
	},
	fill: func(s *Server, _ *account, t *WebEventTag) error {
		if t.WebsiteTagID == "" {
			t.WebsiteTagID = s.newBase36ID()
		}
		if t.Status == "" {
			t.Status = webEventTagUnverified
		}
		return nil
	},
}

// WebEventTag returns a copy of a stored tag, soft-deleted ones included (with Deleted set).
func (s *Server) WebEventTag(accountID, id string) (WebEventTag, bool) {
	return webEventTagTable.get(s, accountID, id)
}

// WebEventTagIDs returns the ids of an account's live tags.
func (s *Server) WebEventTagIDs(accountID string) []string {
	return webEventTagTable.ids(s, accountID)
}

// EditWebEventTag changes a stored tag behind the API's back (drift).
func (s *Server) EditWebEventTag(accountID, id string, edit func(*WebEventTag)) error {
	return webEventTagTable.edit(s, accountID, id, edit)
}

// TrackWebEventTag records that the tag's snippet fired at the given time: the tag is TRACKING and
// last_tracked_at is that time, as the service shows once events arrive. Nothing else moves a tag
// out of UNVERIFIED.
func (s *Server) TrackWebEventTag(accountID, id string, at time.Time) error {
	return webEventTagTable.edit(s, accountID, id, func(t *WebEventTag) {
		t.Status, t.LastTrackedAt = webEventTagTracking, at
	})
}

// DeleteWebEventTag soft-deletes a tag out of band, as DELETE does.
func (s *Server) DeleteWebEventTag(accountID, id string) error {
	return webEventTagTable.remove(s, accountID, id)
}

// SeedWebEventTag stores t in the account without the API's checks and returns it as stored.
func (s *Server) SeedWebEventTag(accountID string, t WebEventTag) (WebEventTag, error) {
	return webEventTagTable.seed(s, accountID, t)
}

// The values a web event tag takes through the API (the spec's endpoint 3). The ads UI's 60 and 90
// days are not among the windows: the API refuses them.
var (
	webEventTagTypes = []string{"ADDED_PAYMENT_INFO", "ADD_TO_CART", "ADD_TO_WISHLIST", "CHECKOUT_INITIATED", "CONTENT_VIEW",
		"CUSTOM", "DOWNLOAD", "PRODUCT_CUSTOMIZATION", "PURCHASE", "SEARCH", "SIGN_UP", "SITE_VISIT", "START_TRIAL", "SUBSCRIBE"}
	clickWindows       = []int{1, 7, 14, 30}
	viewThroughWindows = []int{0, 1, 7, 14, 30}
)

// webEventTagParams are the parameters of a create, each required (the API has no defaults), and
// of an update, each optional.
var webEventTagParams = []string{"name", "type", "click_window", "view_through_window", "retargeting_enabled"}

// missingWebEventTagParam names the first create parameter that is absent or blank.
func missingWebEventTagParam(params url.Values) string {
	for _, name := range webEventTagParams {
		if strings.TrimSpace(params.Get(name)) == "" {
			return name
		}
	}
	return ""
}

// applyWebEventTagParams copies the parameters present in params onto t, each checked against its
// list, then checks the window order on the tag as it would be stored: on an update, the window
// sent is compared with the other as the tag will hold it (the spec presumes this). A window the
// update does not name is not checked against the lists, so a tag made in the ads UI with 60 days
// can still be renamed.
func applyWebEventTagParams(t *WebEventTag, params url.Values) *apiError {
	for _, name := range webEventTagParams {
		if !params.Has(name) {
			continue
		}
		v := params.Get(name)
		var err *apiError
		switch name {
		case "name":
			if strings.TrimSpace(v) == "" {
				err = invalidParameter(name, "name must not be empty")
			}
			t.Name = v
		case "type":
			err = checkEnum(name, v, webEventTagTypes)
			t.Type = v
		case "click_window":
			t.ClickWindow, err = parseWindow(name, v, clickWindows)
		case "view_through_window":
			t.ViewThroughWindow, err = parseWindow(name, v, viewThroughWindows)
		case "retargeting_enabled":
			t.RetargetingEnabled, err = parseBoolValue(name, v)
		}
		if err != nil {
			return err
		}
	}
	// The spec shows no code for the order; INVALID_PARAMETER is the service's code for an invalid value.
	if (params.Has("click_window") || params.Has("view_through_window")) && t.ViewThroughWindow > t.ClickWindow {
		return invalidParameter("view_through_window", "view_through_window (%d) must be less than or equal to click_window (%d)",
			t.ViewThroughWindow, t.ClickWindow)
	}
	return nil
}

// parseWindow reads an attribution window in days, which must be one of allowed.
func parseWindow(name, v string, allowed []int) (int, *apiError) {
	n, err := strconv.Atoi(v)
	if err != nil || !slices.Contains(allowed, n) {
		days := make([]string, len(allowed))
		for i, d := range allowed {
			days[i] = strconv.Itoa(d)
		}
		return 0, invalidParameter(name, "%s must be one of %s (days), got %q", name, strings.Join(days, ", "), v)
	}
	return n, nil
}

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
