package appevents

// Descriptions shared by the resource and the data sources.
const (
	descID                           = "Id of the configuration, assigned by the service."
	descProviderAdvertiserID         = "The account's advertiser id at the mobile measurement provider."
	descProviderName                 = "The measurement provider, set by the service from the app whose credentials created the configuration."
	descProviderAdvertiserIdentifier = "The advertiser id as the service repeats it; equal to `provider_advertiser_id`."
	descDeleted                      = "Whether the configuration has been deleted."
)
