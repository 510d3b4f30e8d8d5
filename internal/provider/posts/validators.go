package posts

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// Limits the spec states for a scheduled post.
const (
	maxNameChars     = 80
	maxPostImages    = 4
	maxScheduleAhead = 365 * 24 * time.Hour
)

// The validators of the resource's arguments. They are kept here, not only in the schema, because
// checkAtApply runs them again on values that were unknown at plan time.
var (
	asUserIDValidators    = []validator.String{adrules.UserIDAskingService()}
	nameValidators        = []validator.String{fw.CharLengthAtMost(maxNameChars)}
	cardURIValidators     = []validator.String{adrules.CardURI()}
	scheduledAtValidators = []validator.String{fw.ServiceTimeValidator(), scheduledAtRule{now: time.Now}}
	mediaKeysValidators   = []validator.List{listvalidator.ValueStringsAre(mediaKeyForm()), mediaMix{}}
)

// mediaKeyPattern is the form the spec gives every media key: <n>_<digits>. Only some prefixes are named
// (3_ image, 7_ and 13_ video, 16_ GIF); a key of another prefix is left to the service.
var mediaKeyPattern = regexp.MustCompile(`^[0-9]+_[0-9]+$`)

func mediaKeyForm() validator.String {
	return stringvalidator.RegexMatches(mediaKeyPattern,
		"must be a media key of the form <n>_<digits> from the account's media library, such as 3_1073727809120419840")
}

// Kinds of media that a key's prefix names, as the spec lists the prefixes.
const (
	kindImage = "an image"
	kindGIF   = "a GIF"
	kindVideo = "a video"
)

// mediaKind is the kind a key's prefix names; "" for a prefix the spec does not name.
func mediaKind(key string) string {
	prefix, _, _ := strings.Cut(key, "_")
	switch prefix {
	case "3":
		return kindImage
	case "16":
		return kindGIF
	case "7", "13":
		return kindVideo
	}
	return ""
}

// mediaMix is the spec's rule on a scheduled post's media: up to 4 images, or 1 GIF, or 1 video, all of one
// kind. A key of an unnamed prefix counts towards the 4 and is otherwise left to the service. Elements not
// yet known are judged at apply, unless the known ones already break the rule: a video with any other
// element is refused whatever that element turns out to be.
type mediaMix struct{}

func (mediaMix) Description(context.Context) string {
	return "up to 4 images, or 1 GIF, or 1 video, never mixed"
}

func (v mediaMix) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (mediaMix) ValidateList(_ context.Context, req validator.ListRequest, resp *validator.ListResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	elems := req.ConfigValue.Elements()
	if len(elems) > maxPostImages {
		fw.AddAttrError(&resp.Diagnostics, req.Path, "Too many media keys", fmt.Sprintf(
			"a scheduled post takes up to %d images, or 1 GIF, or 1 video; got %d keys.", maxPostImages, len(elems)))
		return
	}
	if len(elems) < 2 {
		return
	}
	for i, e := range elems {
		s, ok := e.(types.String)
		if !ok || s.IsNull() || s.IsUnknown() {
			continue
		}
		if kind := mediaKind(s.ValueString()); kind == kindGIF || kind == kindVideo {
			fw.AddAttrError(&resp.Diagnostics, req.Path.AtListIndex(i), "Media cannot be mixed", fmt.Sprintf(
				"%s is %s, which a scheduled post takes alone: use 1 video, or 1 GIF, or up to %d images, never mixed. "+
					"The service would take the post and fail it at its scheduled_at.", s.ValueString(), kind, maxPostImages))
		}
	}
}

// scheduledAtRule holds the spec's rules on scheduled_at beyond its form: the service keeps the minute, so
// seconds other than 00 would be dropped silently, and the time may be at most a year (365 days) ahead. A
// value that is not a time is left to fw.ServiceTimeValidator. now is the clock the year counts from.
type scheduledAtRule struct{ now func() time.Time }

func (scheduledAtRule) Description(context.Context) string {
	return "at minute precision (seconds 00), at most one year (365 days) ahead"
}

func (v scheduledAtRule) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v scheduledAtRule) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	at, err := fw.ParseServiceTime(req.ConfigValue.ValueString())
	if err != nil {
		return
	}
	if at.Second() != 0 {
		fw.AddAttrError(&resp.Diagnostics, req.Path, "Scheduled time not on a whole minute", fmt.Sprintf(
			"the service schedules posts to the minute and drops the seconds: %s would be published at %s. "+
				"Write the seconds as 00.", req.ConfigValue.ValueString(), at.Truncate(time.Minute).UTC().Format(time.RFC3339)))
	}
	if latest := v.now().Add(maxScheduleAhead); at.After(latest) {
		fw.AddAttrError(&resp.Diagnostics, req.Path, "Scheduled time too far ahead", fmt.Sprintf(
			"a post may be scheduled at most one year (365 days) ahead: %s is after %s.",
			req.ConfigValue.ValueString(), latest.UTC().Truncate(time.Minute).Format(time.RFC3339)))
	}
}

// blankPostRefusal is the detail of the error on a blank one (adrules.TextOrMedia).
const blankPostRefusal = "a scheduled post needs text when it has no media_keys: the service refuses a blank post. Set text, or " +
	"media_keys with at least one key."

// checkAtApply runs the plan-time rules again on the plan of an apply, where every value is known: a value
// that came from another resource (unknown at plan) is checked here, before any request is sent.
func checkAtApply(ctx context.Context, m *scheduledPostModel) diag.Diagnostics {
	var diags diag.Diagnostics
	for _, c := range []struct {
		attr       string
		value      types.String
		validators []validator.String
	}{
		{"as_user_id", m.AsUserID, asUserIDValidators},
		{"name", m.Name, nameValidators},
		{"card_uri", m.CardURI, cardURIValidators},
		{"scheduled_at", m.ScheduledAt.StringValue, scheduledAtValidators},
	} {
		for _, val := range c.validators {
			resp := &validator.StringResponse{}
			val.ValidateString(ctx, validator.StringRequest{Path: path.Root(c.attr), ConfigValue: c.value}, resp)
			diags.Append(resp.Diagnostics...)
		}
	}
	for _, val := range mediaKeysValidators {
		resp := &validator.ListResponse{}
		val.ValidateList(ctx, validator.ListRequest{Path: path.Root("media_keys"), ConfigValue: m.MediaKeys}, resp)
		diags.Append(resp.Diagnostics...)
	}
	adrules.CheckTextOrMedia(m.Text, m.MediaKeys, blankPostRefusal, &diags)
	return diags
}
