package drafts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// draftPostModel is the state of adsapi_draft_post.
type draftPostModel struct {
	ID        types.String `tfsdk:"id"`
	AccountID types.String `tfsdk:"account_id"`
	AsUserID  types.String `tfsdk:"as_user_id"`
	Text      types.String `tfsdk:"text"`
	CardURI   types.String `tfsdk:"card_uri"`
	MediaKeys types.List   `tfsdk:"media_keys"`
	Nullcast  types.Bool   `tfsdk:"nullcast"`
	Name      types.String `tfsdk:"name"`
	UserID    types.String `tfsdk:"user_id"`
	CreatedAt types.String `tfsdk:"created_at"`
	UpdatedAt types.String `tfsdk:"updated_at"`
}

// fromAPI fills the model from the service's answer. as_user_id is read back from user_id, so an imported
// draft matches its configuration. The service answers an unset or cleared card_uri or name as null or "",
// and no media as [] (or null): all of them become null, matching a configuration that leaves the
// attribute out, unless the model already holds the empty form itself (a configuration that sets "" or []).
func (m *draftPostModel) fromAPI(ctx context.Context, accountID string, d *adsapi.DraftPost) diag.Diagnostics {
	var diags diag.Diagnostics
	m.ID = types.StringValue(d.ID)
	m.AccountID = types.StringValue(accountID)
	m.AsUserID = types.StringValue(d.UserID)
	m.UserID = types.StringValue(d.UserID)
	m.Text = keepEmpty(m.Text, d.Text)
	m.CardURI = keepEmpty(m.CardURI, d.CardURI)
	m.Name = keepEmpty(m.Name, d.Name)
	m.Nullcast = types.BoolValue(d.Nullcast)
	m.CreatedAt = types.StringValue(d.CreatedAt)
	m.UpdatedAt = types.StringValue(d.UpdatedAt)
	if len(d.MediaKeys) > 0 || !isEmptyList(m.MediaKeys) {
		m.MediaKeys = mediaKeysValue(ctx, d.MediaKeys, &diags)
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

// toInput builds a create from a fully known plan.
func (m *draftPostModel) toInput(ctx context.Context, diags *diag.Diagnostics) adsapi.DraftPostInput {
	return adsapi.DraftPostInput{
		AsUserID:  m.AsUserID.ValueString(),
		Text:      m.Text.ValueString(),
		CardURI:   m.CardURI.ValueString(),
		MediaKeys: fw.StringsOf(ctx, m.MediaKeys, diags),
		Nullcast:  m.Nullcast.ValueBoolPointer(),
		Name:      m.Name.ValueString(),
	}
}

// toUpdate sends only what differs from the state, so the PUT says what the plan changes. A removed
// attribute is sent empty, which is how the service clears it.
func (m *draftPostModel) toUpdate(ctx context.Context, state *draftPostModel, diags *diag.Diagnostics) adsapi.DraftPostUpdate {
	var in adsapi.DraftPostUpdate
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
	if !m.Nullcast.Equal(state.Nullcast) {
		in.Nullcast = m.Nullcast.ValueBoolPointer()
	}
	if !m.MediaKeys.Equal(state.MediaKeys) {
		// A non-nil empty slice is the client's "clear the media".
		in.MediaKeys = append([]string{}, fw.StringsOf(ctx, m.MediaKeys, diags)...)
	}
	return in
}
