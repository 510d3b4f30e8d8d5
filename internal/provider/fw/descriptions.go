package fw

// Descriptions every family uses, so the generated docs say the same thing the same way.
const (
	DescCreatedAt = "Creation time, RFC 3339 in UTC."
	DescUpdatedAt = "Last update time, RFC 3339 in UTC."
	// DescAccountFilter is the account_id of a data source.
	DescAccountFilter = "Ads account. Defaults to the provider's `account_id`."
)
