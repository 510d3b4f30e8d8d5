package emulator

// draftStatusDeleted is the status of a draft in the answer of its deletion.
const draftStatusDeleted = "DELETED"

// draftPostView is a draft post on the wire: an empty name or card_uri is null, except a
// card_uri cleared by PUT, which the service answers as "" (the service's reference); media_keys is []
// when empty (null when the test knob MediaKeysNull is set).
type draftPostView struct {
	ID        string   `json:"id"`
	Name      *string  `json:"name"`
	Text      string   `json:"text"`
	UserID    string   `json:"user_id"`
	Nullcast  bool     `json:"nullcast"`
	CardURI   *string  `json:"card_uri"`
	MediaKeys []string `json:"media_keys"`
	CreatedAt string   `json:"created_at"`
	UpdatedAt string   `json:"updated_at"`
	Status    string   `json:"status,omitempty"`
}

func viewDraftPost(d *DraftPost) draftPostView {
	v := draftPostView{
		ID:        d.ID,
		Text:      d.Text,
		UserID:    d.UserID,
		Nullcast:  d.Nullcast,
		MediaKeys: append([]string{}, d.MediaKeys...),
		CreatedAt: formatTime(d.CreatedAt),
		UpdatedAt: formatTime(d.UpdatedAt),
	}
	if d.MediaKeysNull && len(d.MediaKeys) == 0 {
		v.MediaKeys = nil
	}
	if d.Name != "" {
		v.Name = &d.Name
	}
	if d.CardURI != "" || d.CardURICleared {
		uri := d.CardURI
		v.CardURI = &uri
	}
	return v
}
