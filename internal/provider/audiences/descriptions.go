package audiences

// Descriptions shared by the resources, the data sources and the list resources.
const (
	descAccountID = "Ads account. Defaults to the provider's `account_id`; changing it replaces the audience."
	descDeleted   = "Whether the audience has been deleted."

	descAudienceID   = "Id of the custom audience, assigned by the service."
	descAudienceName = "Display name, unique among the account's audiences (the service refuses a name in use). " +
		"Its length limit is not documented: the service decides."
	descDescription     = "Free text. Removing it clears it at the service."
	descAudienceType    = "How the audience is built, set by the service: `CRM` for an audience made by this resource (`WEB`, `FLEXIBLE` seen on others)."
	descTargetable      = "Whether line items can target the audience now. The service computes it, and it changes as uploaded members are processed."
	descTargetableTypes = "The targeting uses the audience allows, as include and exclude pairs (`CRM` and `EXCLUDED_CRM`)."
	descReasons         = "Why `targetable` is false: `PROCESSING`, `TOO_SMALL` seen."
	descAudienceSize    = "Number of matched users; null while the service processes the audience, or while it is too small."
	descPermissionLevel = "The account's access to the audience: `READ_WRITE` for its owner, `READ_ONLY` or `READ_WRITE` for an account it was shared with."
	descOwnerAccountID  = "The ads account that owns the audience."
	descPartnerSource   = "Origin of the data (`OTHER` seen)."

	descDoNotReachListID          = "Id of the do-not-reach list, assigned by the service."
	descDoNotReachListAccountID   = "Ads account. Defaults to the provider's `account_id`; changing it replaces the list."
	descDoNotReachListDescription = "Free text; none when left out."
	descDoNotReachListName        = "Name, set by the service: `Do Not Reach List`."
	descDoNotReachListTargetable  = "Computed by the service, as for a custom audience (`false` for a new list); its meaning for an exclusion list is not documented."
	descListSize                  = "Number of members; null while the service has not counted them (null in every example of the reference)."
)

// Descriptions of a custom audience's permissions.
const (
	descPermissionID         = "Id of the permission, assigned by the service."
	descPermissionAccountID  = "Ads account that owns the audience and grants the permission. Defaults to the provider's `account_id`; changing it replaces the permission."
	descPermissionAudienceID = "Id of the custom audience shared, one the account owns."
	descGrantedAccountID     = "The ads account that receives access to the audience."
	descGrantedLevel         = "The access granted: `READ_ONLY` or `READ_WRITE`."
)
