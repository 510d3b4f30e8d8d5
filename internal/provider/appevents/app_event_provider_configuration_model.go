package appevents

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// configurationModel is the state of adsapi_app_event_provider_configuration.
type configurationModel struct {
	AccountID types.String `tfsdk:"account_id"`
	configurationAttributes
}

// configurationAttributes are what the service returns of a configuration, minus the deleted flag, which
// the resource never holds (a deleted configuration leaves state).
type configurationAttributes struct {
	ID                           types.String `tfsdk:"id"`
	ProviderAdvertiserID         types.String `tfsdk:"provider_advertiser_id"`
	ProviderName                 types.String `tfsdk:"provider_name"`
	ProviderAdvertiserIdentifier types.String `tfsdk:"provider_advertiser_identifier"`
	CreatedAt                    types.String `tfsdk:"created_at"`
	UpdatedAt                    types.String `tfsdk:"updated_at"`
}

// configurationDataModel is one configuration as the data sources show it, deleted ones included.
type configurationDataModel struct {
	configurationAttributes
	Deleted types.Bool `tfsdk:"deleted"`
}

func configurationAttributesFromAPI(p *adsapi.AppEventProviderConfiguration) configurationAttributes {
	return configurationAttributes{
		ID:                           types.StringValue(p.ID),
		ProviderAdvertiserID:         types.StringValue(p.ProviderAdvertiserID),
		ProviderName:                 types.StringValue(p.ProviderName),
		ProviderAdvertiserIdentifier: types.StringValue(p.ProviderAdvertiserIdentifier),
		CreatedAt:                    types.StringValue(p.CreatedAt),
		UpdatedAt:                    types.StringValue(p.UpdatedAt),
	}
}

func configurationDataFromAPI(p *adsapi.AppEventProviderConfiguration) configurationDataModel {
	return configurationDataModel{configurationAttributes: configurationAttributesFromAPI(p), Deleted: types.BoolValue(p.Deleted)}
}
