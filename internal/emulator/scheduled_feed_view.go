package emulator

// feedTimeLayout is the millisecond timestamp form of scheduled feeds (the service's reference).
const feedTimeLayout = "2006-01-02T15:04:05.000Z"

// scheduledFeedView is a feed on the wire; repeat is null for DAILY feeds.
type scheduledFeedView struct {
	ID               string  `json:"id"`
	ProductCatalogID string  `json:"product_catalog_id"`
	FeedURL          string  `json:"feed_url"`
	FeedFormat       string  `json:"feed_format"`
	Frequency        string  `json:"frequency"`
	Repeat           *string `json:"repeat"`
	StartTime        string  `json:"start_time"`
	TimeZone         string  `json:"time_zone"`
	CreatedAt        string  `json:"created_at"`
	UpdatedAt        string  `json:"updated_at"`
}

func viewScheduledFeed(f *ScheduledFeed) scheduledFeedView {
	v := scheduledFeedView{
		ID:               f.ID,
		ProductCatalogID: f.ProductCatalogID,
		FeedURL:          f.FeedURL,
		FeedFormat:       f.FeedFormat,
		Frequency:        f.Frequency,
		StartTime:        f.StartTime,
		TimeZone:         f.TimeZone,
		CreatedAt:        f.CreatedAt.UTC().Format(feedTimeLayout),
		UpdatedAt:        f.UpdatedAt.UTC().Format(feedTimeLayout),
	}
	if f.Repeat != "" {
		repeat := f.Repeat
		v.Repeat = &repeat
	}
	return v
}
