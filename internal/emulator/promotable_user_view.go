package emulator

// promotableUserView is a promotable user on the wire.
type promotableUserView struct {
	ID                 string `json:"id"`
	AccountID          string `json:"account_id"`
	UserID             string `json:"user_id"`
	PromotableUserType string `json:"promotable_user_type"`
	CreatedAt          string `json:"created_at"`
	UpdatedAt          string `json:"updated_at"`
	Deleted            bool   `json:"deleted"`
}

func viewPromotableUser(p *PromotableUser) promotableUserView {
	return promotableUserView{
		ID:                 p.ID,
		AccountID:          p.AccountID,
		UserID:             p.UserID,
		PromotableUserType: p.Type,
		CreatedAt:          formatTime(p.CreatedAt),
		UpdatedAt:          formatTime(p.UpdatedAt),
		Deleted:            p.Deleted,
	}
}
