package emulator

// lineItemView is a line item on the wire. automatic_post_promotion is null in every example of
// the spec, whose meaning it does not show; audience_expansion is answered only when set, as no
// example answer carries it.
type lineItemView struct {
	LineItem
	Placements             []string `json:"placements"`
	Categories             []string `json:"categories"`
	StartTime              *string  `json:"start_time"`
	EndTime                *string  `json:"end_time"`
	AutomaticPostPromotion any      `json:"automatic_post_promotion"`
	CreatedAt              string   `json:"created_at"`
	UpdatedAt              string   `json:"updated_at"`
}

func viewLineItem(li *LineItem) lineItemView {
	return lineItemView{
		LineItem:   *li,
		Placements: append([]string{}, li.Placements...),
		Categories: append([]string{}, li.Categories...),
		StartTime:  formatOptionalTime(li.StartTime),
		EndTime:    formatOptionalTime(li.EndTime),
		CreatedAt:  formatTime(li.CreatedAt),
		UpdatedAt:  formatTime(li.UpdatedAt),
	}
}
