package cards

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
)

// pollCardDataSourceAttributes are the read-only attributes of a poll card, shared by adsapi_poll_card and the
// elements of adsapi_poll_cards.
func pollCardDataSourceAttributes() map[string]schema.Attribute {
	attrs := map[string]schema.Attribute{
		"id":                  schema.StringAttribute{Computed: true, MarkdownDescription: descCardID},
		"name":                schema.StringAttribute{Computed: true, MarkdownDescription: descPollName},
		"duration_in_minutes": schema.Int64Attribute{Computed: true, MarkdownDescription: descPollDuration},
		"first_choice":        schema.StringAttribute{Computed: true, MarkdownDescription: descPollChoice},
		"second_choice":       schema.StringAttribute{Computed: true, MarkdownDescription: descPollChoice},
		"third_choice":        schema.StringAttribute{Computed: true, MarkdownDescription: descPollChoice},
		"fourth_choice":       schema.StringAttribute{Computed: true, MarkdownDescription: descPollChoice},
	}
	for _, c := range pollCardComputed {
		if c.isInt {
			attrs[c.name] = schema.Int64Attribute{Computed: true, MarkdownDescription: c.desc}
		} else {
			attrs[c.name] = schema.StringAttribute{Computed: true, MarkdownDescription: c.desc}
		}
	}
	return attrs
}
