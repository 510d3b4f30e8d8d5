package webhooks

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// webhookModel is the state of adsapi_webhook, and an element of adsapi_webhooks' webhooks.
type webhookModel struct {
	ID        types.String `tfsdk:"id"`
	URL       types.String `tfsdk:"url"`
	Valid     types.Bool   `tfsdk:"valid"`
	CreatedAt types.String `tfsdk:"created_at"`
}

func webhookFromAPI(w *adsapi.Webhook) webhookModel {
	return webhookModel{
		ID:        types.StringValue(w.ID),
		URL:       types.StringValue(w.URL),
		Valid:     types.BoolValue(w.Valid),
		CreatedAt: types.StringValue(w.CreatedAt),
	}
}
