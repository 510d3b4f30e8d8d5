package emulator

// trackingTagView is a tracking tag on the wire, in the field order of the spec's examples.
type trackingTagView struct {
	LineItemID      string `json:"line_item_id"`
	TrackingTagURL  string `json:"tracking_tag_url"`
	TrackingTagType string `json:"tracking_tag_type"`
	ID              string `json:"id"`
	CreatedAt       string `json:"created_at"`
	UpdatedAt       string `json:"updated_at"`
	Deleted         bool   `json:"deleted"`
}

func viewTrackingTag(t *TrackingTag) trackingTagView {
	return trackingTagView{
		LineItemID:      t.LineItemID,
		TrackingTagURL:  t.TrackingTagURL,
		TrackingTagType: t.TrackingTagType,
		ID:              t.ID,
		CreatedAt:       formatTime(t.CreatedAt),
		UpdatedAt:       formatTime(t.UpdatedAt),
		Deleted:         t.Deleted,
	}
}
