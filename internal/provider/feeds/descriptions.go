package feeds

// Descriptions shared by the resource and the data source.
const (
	descID               = "Id of the feed, assigned by the service."
	descProductCatalogID = "Product catalog the feed ingests into; the authenticated user must own it."
	descFeedURL          = "Address (http or https) of the hosted product file, up to 8 GB. Importing is additive: " +
		"products removed from the file stay in the catalog."
	descFeedFormat = "Format of the product file: `CSV`, `TSV` or `XML`."
	descFrequency  = "How often the file is fetched: `HOURLY`, `DAILY` or `WEEKLY`."
	descRepeat     = "For `WEEKLY`, the day: `MONDAY` to `SUNDAY`. For `HOURLY`, the hours between fetches: " +
		"`1`, `2`, `3`, `4`, `6`, `8` or `12`. Must be left out for `DAILY`."
	descStartTime = "Time of day of the first fetch, `HH:MM` on the 24-hour clock (`00:00` to `23:59`), in `time_zone`."
	descTimeZone  = "IANA time zone name of `start_time`, such as `America/New_York`. Checked at plan time; the " +
		"provider carries the IANA database, so the check also works on machines without one."
	descCreatedAt = "Creation time, RFC 3339 in UTC with milliseconds."
	descUpdatedAt = "Last update time, RFC 3339 in UTC with milliseconds."
)
