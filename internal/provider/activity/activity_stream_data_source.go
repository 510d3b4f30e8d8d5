package activity

import (
	"context"
	"sync"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*activityStreamDataSource)(nil)

// defaultWait is how long a read of the stream lasts when wait is left out.
const defaultWait = 10 * time.Second

type activityStreamDataSource struct {
	data *fw.ProviderData
}

type activityStreamModel struct {
	BackfillMinutes types.Int64  `tfsdk:"backfill_minutes"`
	StartTime       types.String `tfsdk:"start_time"`
	EndTime         types.String `tfsdk:"end_time"`
	MaxItems        types.Int64  `tfsdk:"max_items"`
	Wait            types.String `tfsdk:"wait"`
	Activities      types.List   `tfsdk:"activities"`
	Ended           types.String `tfsdk:"ended"`
}

type activityModel struct {
	EventType   types.String       `tfsdk:"event_type"`
	EventUUID   types.String       `tfsdk:"event_uuid"`
	Tag         types.String       `tfsdk:"tag"`
	PayloadJSON types.String       `tfsdk:"payload_json"`
	Post        *activityPostModel `tfsdk:"post"`
}

func activityObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"event_type":   schema.StringAttribute{Computed: true, MarkdownDescription: "Event type of the activity."},
		"event_uuid":   schema.StringAttribute{Computed: true, MarkdownDescription: "Unique id of the event."},
		"tag":          schema.StringAttribute{Computed: true, MarkdownDescription: "Tag of the subscription that delivered it; null when it has none."},
		"payload_json": schema.StringAttribute{Computed: true, MarkdownDescription: "The activity's payload as JSON (decode it with `jsondecode`); its shape depends on the event type."},
		"post":         postAttribute(),
	}}
}

var activityObjectType = sync.OnceValue(func() attr.Type { return activityObject().Type() })

func newActivityStreamDataSource() datasource.DataSource { return &activityStreamDataSource{} }

func (d *activityStreamDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_activity_stream"
}

func (d *activityStreamDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "A bounded read of the activity stream: the activities that match the app's activity " +
			"subscriptions. The read ends when `max_items` activities arrived, when `wait` has passed, or when the " +
			"service ends the stream (at `end_time`), whichever comes first; `ended` says which. Takes the app-only " +
			"`bearer_token`. The stream is live, so each read may give other activities: use it for inspection and " +
			"outputs, not for values other resources depend on.",
		Attributes: map[string]schema.Attribute{
			"backfill_minutes": schema.Int64Attribute{
				Optional: true, MarkdownDescription: "Replay this many minutes of the past first, 0 to 5.",
				Validators: []validator.Int64{int64validator.Between(0, 5)},
			},
			"start_time": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Earliest activity time, RFC 3339 in UTC (`2024-01-02T03:04:05Z`).",
				Validators: []validator.String{utcTimeValidator{}},
			},
			"end_time": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Latest activity time, RFC 3339 in UTC; the service ends the stream once it has passed.",
				Validators: []validator.String{utcTimeValidator{}},
			},
			"max_items": schema.Int64Attribute{
				Optional: true, MarkdownDescription: "End the read once this many activities arrived (at least 1).",
				Validators: []validator.Int64{int64validator.AtLeast(1)},
			},
			"wait": schema.StringAttribute{
				Optional: true, MarkdownDescription: "How long to keep reading, a duration such as `30s` or `2m` (at most " +
					"`10m`); defaults to `10s`.",
				Validators: []validator.String{fw.Duration(maxWait)},
			},
			"activities": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The activities read, in the order they arrived.", NestedObject: activityObject(),
			},
			"ended": schema.StringAttribute{
				Computed: true, MarkdownDescription: "Why the read ended: `max_items`, `wait` or `server`.",
			},
		},
	}
}

func (d *activityStreamDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *activityStreamDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg activityStreamModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	opts := adsapi.ActivityStreamOptions{
		StartTime: cfg.StartTime.ValueString(),
		EndTime:   cfg.EndTime.ValueString(),
		MaxItems:  int(cfg.MaxItems.ValueInt64()),
		Wait:      defaultWait,
	}
	if !cfg.BackfillMinutes.IsNull() {
		n := int(cfg.BackfillMinutes.ValueInt64())
		opts.BackfillMinutes = &n
	}
	if !cfg.Wait.IsNull() {
		// The validator has checked it.
		opts.Wait, _ = time.ParseDuration(cfg.Wait.ValueString())
	}
	got, err := d.data.Client.ActivityStream.Read(ctx, opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read the activity stream", err)
		return
	}
	elems := make([]activityModel, 0, len(got.Activities))
	for _, a := range got.Activities {
		payload := types.StringNull()
		if len(a.Payload) > 0 && string(a.Payload) != "null" {
			payload = types.StringValue(string(a.Payload))
		}
		elems = append(elems, activityModel{
			EventType: types.StringValue(a.EventType), EventUUID: fw.StringOrNull(a.EventUUID),
			Tag: fw.StringOrNull(a.Tag), PayloadJSON: payload, Post: activityPostFromAPI(a.Post),
		})
	}
	list, diags := types.ListValueFrom(ctx, activityObjectType(), elems)
	resp.Diagnostics.Append(diags...)
	cfg.Activities = list
	cfg.Ended = types.StringValue(got.Ended)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
