// Package webhooks is the family of the app's webhook configurations: adsapi_webhook, its plural data
// source and list resource, and the actions that re-run a webhook's challenge-response check and ask for a
// replay of its events. The account-activity subscriptions that attach users to a webhook stay in the
// activity family.
package webhooks

import (
	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newWebhookResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newWebhooksDataSource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newWebhookListResource}
}

// Actions returns the family's actions.
func Actions() []func() action.Action {
	return []func() action.Action{newWebhookValidateAction, newWebhookReplayAction}
}
