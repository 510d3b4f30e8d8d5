package appevents

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// configurationDataSourceAttributes are the read-only attributes of a configuration, shared by
// adsapi_app_event_provider_configuration and the elements of adsapi_app_event_provider_configurations.
func configurationDataSourceAttributes() map[string]schema.Attribute {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                             computed(descID),
		"provider_advertiser_id":         computed(descProviderAdvertiserID),
		"provider_name":                  computed(descProviderName),
		"provider_advertiser_identifier": computed(descProviderAdvertiserIdentifier),
		"created_at":                     computed(fw.DescCreatedAt),
		"updated_at":                     computed(fw.DescUpdatedAt),
		"deleted":                        schema.BoolAttribute{Computed: true, MarkdownDescription: descDeleted},
	}
}
