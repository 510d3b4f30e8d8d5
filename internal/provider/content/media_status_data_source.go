package content

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*mediaStatusDataSource)(nil)

// defaultMediaTimeout bounds the wait for processing when timeout is not set.
const defaultMediaTimeout = "10m"

type mediaStatusDataSource struct {
	data *fw.ProviderData
}

type mediaStatusModel struct {
	MediaID          types.String `tfsdk:"media_id"`
	Wait             types.Bool   `tfsdk:"wait"`
	Timeout          types.String `tfsdk:"timeout"`
	State            types.String `tfsdk:"state"`
	ProgressPercent  types.Int64  `tfsdk:"progress_percent"`
	CheckAfterSecs   types.Int64  `tfsdk:"check_after_secs"`
	ExpiresAfterSecs types.Int64  `tfsdk:"expires_after_secs"`
	VideoType        types.String `tfsdk:"video_type"`
	Error            types.Object `tfsdk:"error"`
}

// mediaErrorModel is the error object of a failed processing.
type mediaErrorModel struct {
	Code    types.Int64  `tfsdk:"code"`
	Name    types.String `tfsdk:"name"`
	Message types.String `tfsdk:"message"`
}

func mediaErrorAttribute() schema.SingleNestedAttribute {
	return schema.SingleNestedAttribute{
		Computed: true,
		MarkdownDescription: "Why processing failed, when `state` is `failed` (only seen with `wait = false`: waiting " +
			"turns a failure into an error). Null otherwise.",
		Attributes: map[string]schema.Attribute{
			"code":    schema.Int64Attribute{Computed: true, MarkdownDescription: "The service's error code, e.g. `1`."},
			"name":    schema.StringAttribute{Computed: true, MarkdownDescription: "The error's name, e.g. `InvalidMedia`."},
			"message": schema.StringAttribute{Computed: true, MarkdownDescription: "The service's message, e.g. `Unsupported video format`."},
		},
	}
}

// mediaErrorType is derived from the schema, so that the value built by Read cannot miss an attribute.
var mediaErrorType = sync.OnceValue(func() attr.Type { return mediaErrorAttribute().GetType() })

func newMediaStatusDataSource() datasource.DataSource { return &mediaStatusDataSource{} }

func (d *mediaStatusDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_media_status"
}

func (d *mediaStatusDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "The processing status of an uploaded media item (the STATUS command of the upload host). " +
			"By default it waits, polling as often as the service's `check_after_secs` asks, until processing has " +
			"`succeeded` (the media id can then be used in posts and cards) or has `failed` (an error with the " +
			"service's code, name and message), for at most `timeout`. Media that needs no processing is reported as " +
			"`succeeded`. With `wait = false` it asks once and reports whatever state the media is in. Needs user " +
			"context of the uploading user: `oauth2_access_token`, or the OAuth 1.0a settings.",
		Attributes: map[string]schema.Attribute{
			"media_id": schema.StringAttribute{
				Required: true, MarkdownDescription: "The media id that the upload's INIT command returned (digits).",
				Validators: []validator.String{fw.NumericID("media")},
			},
			"wait": schema.BoolAttribute{
				Optional: true, Computed: true,
				MarkdownDescription: "Wait until processing ends. Defaults to `true`; `false` asks once, whatever the state.",
			},
			"timeout": schema.StringAttribute{
				Optional: true, Computed: true,
				MarkdownDescription: "How long to wait for processing, as a duration such as `90s` or `15m`. Defaults to `10m`.",
				Validators:          []validator.String{fw.Duration(0)},
			},
			"state": schema.StringAttribute{
				Computed:            true,
				MarkdownDescription: "`pending`, `in_progress`, `succeeded` or `failed`; `succeeded` for media that needs no processing.",
			},
			"progress_percent": schema.Int64Attribute{
				Computed:            true,
				MarkdownDescription: "Progress, 0 to 100, when the service gives it; 100 for media that needs no processing.",
			},
			"check_after_secs": schema.Int64Attribute{
				Computed:            true,
				MarkdownDescription: "While processing goes on, the seconds the service asks to wait before asking again; null once the state is final.",
			},
			"expires_after_secs": schema.Int64Attribute{
				Computed:            true,
				MarkdownDescription: "Seconds the media stays usable; null when the service gives none (a failed media).",
			},
			"video_type": schema.StringAttribute{
				Computed:            true,
				MarkdownDescription: "MIME type of a processed video, such as `video/mp4`; null for other media.",
			},
			"error": mediaErrorAttribute(),
		},
	}
}

func (d *mediaStatusDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *mediaStatusDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg mediaStatusModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if cfg.Wait.IsNull() {
		cfg.Wait = types.BoolValue(true)
	}
	if cfg.Timeout.IsNull() {
		cfg.Timeout = types.StringValue(defaultMediaTimeout)
	}
	timeout, err := time.ParseDuration(cfg.Timeout.ValueString())
	if err != nil {
		resp.Diagnostics.AddAttributeError(path.Root("timeout"), "Invalid duration", err.Error())
		return
	}
	id := cfg.MediaID.ValueString()
	var st *adsapi.MediaStatus
	if cfg.Wait.ValueBool() {
		st, err = d.data.Client.MediaStatus.Wait(ctx, id, timeout)
	} else {
		st, err = d.data.Client.MediaStatus.Get(ctx, id)
	}
	var failed *adsapi.MediaProcessingError
	var late *adsapi.MediaWaitTimeoutError
	switch {
	case errors.As(err, &failed):
		resp.Diagnostics.AddError("Media processing failed", fmt.Sprintf("The service could not process media %s: error "+
			"code %d, %s: %s.\n\nThe media id cannot be used; upload the media again (in a supported format).",
			id, failed.Code, failed.Name, failed.Message))
		return
	case errors.As(err, &late):
		resp.Diagnostics.AddAttributeError(path.Root("timeout"), "Media processing not finished", fmt.Sprintf("%s. "+
			"Raise timeout, or set wait = false to read the state without waiting.", late.Error()))
		return
	case err != nil:
		fw.AddAPIError(&resp.Diagnostics, "Unable to read media status", err)
		return
	}
	cfg.State = types.StringValue(st.State())
	cfg.ProgressPercent = types.Int64PointerValue(st.ProgressPercent())
	cfg.ExpiresAfterSecs = types.Int64PointerValue(st.ExpiresAfterSecs)
	cfg.CheckAfterSecs = types.Int64Null()
	cfg.VideoType = types.StringNull()
	if st.Video != nil && st.Video.VideoType != "" {
		cfg.VideoType = types.StringValue(st.Video.VideoType)
	}
	cfg.Error = types.ObjectNull(mediaErrorType().(types.ObjectType).AttrTypes)
	if info := st.ProcessingInfo; info != nil {
		if !st.Final() {
			cfg.CheckAfterSecs = types.Int64PointerValue(info.CheckAfterSecs)
		}
		if info.Error != nil {
			obj, diags := types.ObjectValueFrom(ctx, mediaErrorType().(types.ObjectType).AttrTypes, mediaErrorModel{
				Code: types.Int64Value(info.Error.Code), Name: types.StringValue(info.Error.Name), Message: types.StringValue(info.Error.Message),
			})
			resp.Diagnostics.Append(diags...)
			cfg.Error = obj
		}
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
