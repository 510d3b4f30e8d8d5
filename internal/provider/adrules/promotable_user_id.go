package adrules

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// A promotable user carries two ids side by side: its own id (such as l310s) and the user_id of the user it
// stands for (digits). Arguments that name the user to post as (as_user_id) take the user_id; given the
// promotable user's own id instead, the service answers that the user "has not granted access" to the
// account, which sends people looking for a permission problem that is not there.

// userID is fw.NumericID("user") for an argument naming the user to post as, whose refusal of a value of
// letters and digits also points at the likely slip, since such a value has the form of a promotable user's
// own id. Which promotable user, and its user_id, only the service can tell (CheckPromotableUserID): with
// leavePromotable, such a value passes, for the resource's plan to ask the service (CheckUserID).
type userID struct {
	validator.String
	leavePromotable bool
}

// UserID checks, at plan time, a user id argument that people fill from promotable users (as_user_id).
func UserID() validator.String { return userID{String: fw.NumericID("user")} }

// UserIDAskingService is UserID for a resource whose plan calls CheckUserID: a value of a promotable user's
// id form is left to that check, which can name the promotable user's user_id.
func UserIDAskingService() validator.String {
	return userID{String: fw.NumericID("user"), leavePromotable: true}
}

func (v userID) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() || fw.IsNumericID(req.ConfigValue.ValueString()) {
		return
	}
	s := req.ConfigValue.ValueString()
	if v.leavePromotable && hasPromotableIDForm(s) {
		return
	}
	resp.Diagnostics.AddAttributeError(req.Path, "Invalid Attribute Value Match", userIDRefusal(ctx, v, req.Path, s))
}

// hasPromotableIDForm reports whether s looks like a promotable user's own id: an id with letters.
func hasPromotableIDForm(s string) bool {
	return fw.IsID(s) && strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// userIDRefusal is the detail of a user id argument's refusal.
func userIDRefusal(ctx context.Context, v validator.String, p path.Path, s string) string {
	detail := fmt.Sprintf("Attribute %s %s, got: %s", p, v.Description(ctx), s)
	if hasPromotableIDForm(s) {
		detail += fmt.Sprintf(". %q has the form of a promotable user's own `id`; %s takes that promotable user's "+
			"`user_id` (data source adsapi_promotable_users lists both ids of every promotable user of the account)", s, p)
	}
	return detail
}

// CheckUserID is the check UserIDAskingService leaves to the resource, which calls it once value is known,
// before anything is sent: a value of a promotable user's id form is refused, naming that promotable
// user's user_id when the account has one of that id (one read), else as UserID refuses it.
func CheckUserID(ctx context.Context, client *adsapi.Client, p path.Path, accountID, value string, diags *diag.Diagnostics) {
	if !hasPromotableIDForm(value) || CheckPromotableUserID(ctx, client, p, accountID, value, nil, diags) {
		return
	}
	diags.AddAttributeError(p, "Invalid Attribute Value Match", userIDRefusal(ctx, fw.NumericID("user"), p, value))
}

// CheckPromotableUserID tells whether value, given at p as a user id, is in fact the own id of one of the
// account's promotable users; if so it adds an error on p naming that promotable user's user_id, to use
// instead, and reports true. It reads that one promotable user (GET
// /12/accounts/:account_id/promotable_users/:id). A read that fails or finds nothing adds nothing: the
// check explains a slip, it is no rule of its own, and the service still judges the value. refusal is the
// service's answer that prompted the check, if any, kept in the detail.
func CheckPromotableUserID(ctx context.Context, client *adsapi.Client, p path.Path, accountID, value string, refusal error, diags *diag.Diagnostics) bool {
	if client == nil || accountID == "" || !fw.IsID(value) {
		return false
	}
	pu, err := client.PromotableUsers.Get(ctx, accountID, value)
	if err != nil || pu == nil || pu.Deleted || pu.UserID == "" {
		if err != nil && !transport.IsNotFound(err) {
			tflog.Debug(ctx, "could not tell whether a user id argument is a promotable user's id", map[string]any{"error": err.Error()})
		}
		return false
	}
	detail := fmt.Sprintf("%q is the id of a promotable user of ads account %s (its `id`), not the id of a user. "+
		"%s takes the user's id, which is that promotable user's `user_id`: set %s = %q. "+
		"Data source adsapi_promotable_users lists both ids of every promotable user of the account.",
		value, accountID, p, p, pu.UserID)
	var apiErr *transport.Error
	if errors.As(refusal, &apiErr) {
		detail += "\n\n" + fw.APIErrorDetail(refusal)
	}
	fw.AddAttrError(diags, p, "Promotable user's id given as a user id", detail)
	return true
}
