package emulator

// promotedAccountView is a promoted account on the wire, in the field order of the spec's examples;
// user_id is a string, as the service echoes it.
type promotedAccountView struct {
	LineItemID     string `json:"line_item_id"`
	UserID         string `json:"user_id"`
	ID             string `json:"id"`
	EntityStatus   string `json:"entity_status"`
	CreatedAt      string `json:"created_at"`
	UpdatedAt      string `json:"updated_at"`
	ApprovalStatus string `json:"approval_status"`
	Deleted        bool   `json:"deleted"`
}

func viewPromotedAccount(p *PromotedAccount) promotedAccountView {
	return promotedAccountView{
		LineItemID:     p.LineItemID,
		UserID:         p.UserID,
		ID:             p.ID,
		EntityStatus:   p.EntityStatus,
		CreatedAt:      formatTime(p.CreatedAt),
		UpdatedAt:      formatTime(p.UpdatedAt),
		ApprovalStatus: p.ApprovalStatus,
		Deleted:        p.Deleted,
	}
}
