package posts

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// scheduledPostModel is the state of adsapi_scheduled_post.
type scheduledPostModel struct {
	ID              types.String        `tfsdk:"id"`
	AccountID       types.String        `tfsdk:"account_id"`
	AsUserID        types.String        `tfsdk:"as_user_id"`
	Text            types.String        `tfsdk:"text"`
	CardURI         types.String        `tfsdk:"card_uri"`
	MediaKeys       types.List          `tfsdk:"media_keys"`
	ScheduledAt     fw.ServiceTimeValue `tfsdk:"scheduled_at"`
	Nullcast        types.Bool          `tfsdk:"nullcast"`
	Name            types.String        `tfsdk:"name"`
	UserID          types.String        `tfsdk:"user_id"`
	ScheduledStatus types.String        `tfsdk:"scheduled_status"`
	PostID          types.String        `tfsdk:"post_id"`
	CompletedAt     types.String        `tfsdk:"completed_at"`
	CreatedAt       types.String        `tfsdk:"created_at"`
	UpdatedAt       types.String        `tfsdk:"updated_at"`
}

// Scheduled statuses the provider acts on.
const statusScheduled = "SCHEDULED"

// fromAPI fills the model from the service's answer. as_user_id is read back from user_id, so an imported
// post matches a configuration that sets it. The service answers an unset or cleared text, card_uri or name
// as null or "", and no media as []: each becomes null, matching a configuration that leaves the attribute
// out, unless the model already holds the empty form itself (a configuration that sets "" or []).
// scheduled_at is the answer in UTC: the framework keeps a configured spelling of the same instant.
func (m *scheduledPostModel) fromAPI(ctx context.Context, accountID string, p *adsapi.ScheduledPost) diag.Diagnostics {
	var diags diag.Diagnostics
	m.ID = types.StringValue(p.ID)
	m.AccountID = types.StringValue(accountID)
	m.AsUserID = types.StringValue(p.UserID)
	m.UserID = types.StringValue(p.UserID)
	m.Text = keepEmpty(m.Text, p.Text)
	m.CardURI = keepEmpty(m.CardURI, p.CardURI)
	m.Name = keepEmpty(m.Name, p.Name)
	m.ScheduledAt = fw.ServiceTime(p.ScheduledAt)
	m.Nullcast = types.BoolValue(p.Nullcast)
	m.ScheduledStatus = types.StringValue(p.ScheduledStatus)
	m.PostID = fw.StringOrNull(p.PostID)
	m.CompletedAt = fw.StringOrNull(p.CompletedAt)
	m.CreatedAt = types.StringValue(p.CreatedAt)
	m.UpdatedAt = types.StringValue(p.UpdatedAt)
	if len(p.MediaKeys) > 0 || !isEmptyList(m.MediaKeys) {
		m.MediaKeys = mediaKeysValue(ctx, p.MediaKeys, &diags)
	}
	return diags
}

// keepEmpty maps the service's empty value to null, or to "" when that is what the model held.
func keepEmpty(prior types.String, got string) types.String {
	if got == "" && !prior.IsNull() && !prior.IsUnknown() && prior.ValueString() == "" {
		return prior
	}
	return fw.StringOrNull(got)
}

// isEmptyList reports a known list with no elements: a configuration's media_keys = [].
func isEmptyList(l types.List) bool {
	return !l.IsNull() && !l.IsUnknown() && len(l.Elements()) == 0
}

// mediaKeysValue renders the service's media keys; none is null.
func mediaKeysValue(ctx context.Context, keys []string, diags *diag.Diagnostics) types.List {
	if len(keys) == 0 {
		return types.ListNull(types.StringType)
	}
	l, d := types.ListValueFrom(ctx, types.StringType, keys)
	diags.Append(d...)
	return l
}

// toInput builds a create from a fully known plan. scheduled_at is sent as configured: the service takes
// any offset, or a date alone.
func (m *scheduledPostModel) toInput(ctx context.Context, diags *diag.Diagnostics) adsapi.ScheduledPostInput {
	return adsapi.ScheduledPostInput{
		ScheduledAt: m.ScheduledAt.ValueString(),
		AsUserID:    m.AsUserID.ValueString(),
		Text:        m.Text.ValueString(),
		CardURI:     m.CardURI.ValueString(),
		MediaKeys:   fw.StringsOf(ctx, m.MediaKeys, diags),
		Nullcast:    m.Nullcast.ValueBoolPointer(),
		Name:        m.Name.ValueString(),
	}
}

// toUpdate sends only what differs from the state, so the PUT says what the plan changes. A removed
// attribute is sent empty, which is how the service clears it.
func (m *scheduledPostModel) toUpdate(ctx context.Context, state *scheduledPostModel, diags *diag.Diagnostics) adsapi.ScheduledPostUpdate {
	var in adsapi.ScheduledPostUpdate
	changed := func(plan, prior types.String) *string {
		if plan.Equal(prior) {
			return nil
		}
		v := plan.ValueString()
		return &v
	}
	in.Text = changed(m.Text, state.Text)
	in.CardURI = changed(m.CardURI, state.CardURI)
	in.Name = changed(m.Name, state.Name)
	in.ScheduledAt = changed(m.ScheduledAt.StringValue, state.ScheduledAt.StringValue)
	if !m.Nullcast.Equal(state.Nullcast) {
		in.Nullcast = m.Nullcast.ValueBoolPointer()
	}
	if !m.MediaKeys.Equal(state.MediaKeys) {
		// A non-nil empty slice is the client's "remove the media".
		in.MediaKeys = append([]string{}, fw.StringsOf(ctx, m.MediaKeys, diags)...)
	}
	return in
}

// changedFrom names the arguments of the service's update that m, a plan, changes from state.
func (m *scheduledPostModel) changedFrom(state *scheduledPostModel) []string {
	var changed []string
	for _, c := range []struct {
		attr    string
		changed bool
	}{
		{"text", !m.Text.Equal(state.Text)},
		{"card_uri", !m.CardURI.Equal(state.CardURI)},
		{"media_keys", !m.MediaKeys.Equal(state.MediaKeys)},
		{"scheduled_at", !m.ScheduledAt.Equal(state.ScheduledAt)},
		{"nullcast", !m.Nullcast.Equal(state.Nullcast)},
		{"name", !m.Name.Equal(state.Name)},
	} {
		if c.changed {
			changed = append(changed, c.attr)
		}
	}
	return changed
}

// label is what a lost create's diagnostic and a list result call the post, so the user can find it among
// the account's scheduled posts: its name, else its text, else its media keys, else its time.
func label(name, text string, mediaKeys []string, scheduledAt string) string {
	switch {
	case name != "":
		return name
	case text != "":
		return text
	case len(mediaKeys) > 0:
		return strings.Join(mediaKeys, ",")
	default:
		return scheduledAt
	}
}
