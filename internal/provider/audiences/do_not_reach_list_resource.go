package audiences

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// doNotReachListModel is the state of adsapi_do_not_reach_list; the deleted flag is never held (a deleted
// list leaves state).
type doNotReachListModel struct {
	AccountID types.String `tfsdk:"account_id"`
	doNotReachListAttributes
}

// doNotReachListAttributes are what the service answers of a list, minus the deleted flag; the data
// source and the list resource share them.
type doNotReachListAttributes struct {
	ID                   types.String `tfsdk:"id"`
	Name                 types.String `tfsdk:"name"`
	Description          types.String `tfsdk:"description"`
	Targetable           types.Bool   `tfsdk:"targetable"`
	ReasonsNotTargetable types.List   `tfsdk:"reasons_not_targetable"`
	ListSize             types.Int64  `tfsdk:"list_size"`
	CreatedAt            types.String `tfsdk:"created_at"`
	UpdatedAt            types.String `tfsdk:"updated_at"`
}

func doNotReachListFromAPI(l *adsapi.DoNotReachList) doNotReachListAttributes {
	return doNotReachListAttributes{
		ID:                   types.StringValue(l.ID),
		Name:                 types.StringValue(l.Name),
		Description:          types.StringPointerValue(l.Description),
		Targetable:           types.BoolValue(l.Targetable),
		ReasonsNotTargetable: stringList(l.ReasonsNotTargetable),
		ListSize:             types.Int64PointerValue(l.ListSize),
		CreatedAt:            fw.StringOrNull(l.CreatedAt),
		UpdatedAt:            fw.StringOrNull(l.UpdatedAt),
	}
}

const doNotReachListKind = "do-not-reach list"

func newDoNotReachListResource() resource.Resource {
	return &fw.AccountResource[doNotReachListModel, adsapi.DoNotReachList]{
		TypeName: "_do_not_reach_list",
		What:     doNotReachListKind,
		Description: "The do-not-reach list of an ads account: the people no campaign of the account may reach. It " +
			"acts as exclusion targeting on every campaign of the account and leaves custom audiences as they are. " +
			"The service names it (`Do Not Reach List`) and has no update: changing `description` or the account " +
			"replaces the list, which starts empty again. Destroying it deletes it (a soft delete: the service keeps " +
			"it listed with `with_deleted`).\n\n" +
			"An account has at most one live list. A plan that creates one refuses it when the account already has a " +
			"live list, naming its id and the import that adopts it, and refuses a second list planned in the same " +
			"account by the same provider configuration. For the same reason `create_before_destroy` cannot be used: " +
			"the new list would be refused while the old one stands. What `targetable` and `list_size` mean for an " +
			"exclusion list is not documented; the service computes both.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descDoNotReachListID),
			"account_id": fw.AccountIDAttribute(descDoNotReachListAccountID),
			"description": schema.StringAttribute{
				Optional: true, MarkdownDescription: descDoNotReachListDescription + " Changing it replaces the list.",
				Validators:    []validator.String{stringvalidator.LengthAtLeast(1)},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"name":                   fw.StableComputedString(descDoNotReachListName),
			"targetable":             schema.BoolAttribute{Computed: true, MarkdownDescription: descDoNotReachListTargetable},
			"reasons_not_targetable": schema.ListAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: descReasons},
			"list_size":              schema.Int64Attribute{Computed: true, MarkdownDescription: descListSize},
			"created_at":             fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":             schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
		},
		Identity: fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descDoNotReachListID),
		Keys: func(m *doNotReachListModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), ID: m.ID.ValueString()}
		},
		Name:          func(*doNotReachListModel) string { return "Do Not Reach List" },
		PlanCreate:    planDoNotReachList,
		OnePerAccount: true,
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string, m *doNotReachListModel) (*adsapi.DoNotReachList, error) {
			return client.DoNotReachLists.Create(ctx, creation.Session(), accountID, adsapi.DoNotReachListInput{Description: m.Description.ValueStringPointer()})
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.DoNotReachList, error) {
			return client.DoNotReachLists.Get(ctx, k.Account, k.ID)
		},
		Gone: func(l *adsapi.DoNotReachList) bool { return l.Deleted },
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.DoNotReachLists.Delete(ctx, k.Account, k.ID)
			return err
		},
		Set: func(m *doNotReachListModel, l *adsapi.DoNotReachList) {
			m.doNotReachListAttributes = doNotReachListFromAPI(l)
		},
	}
}

// planDoNotReachList refuses, for a list about to be created, what the service's one-list rule would
// refuse: a second list the configuration plans in the same account, and any list when the account
// already has a live one, named with the import that adopts it. The account's live lists are read once
// per account and command (Live); a read that fails adds nothing, and the service judges the create.
func planDoNotReachList(ctx context.Context, data *fw.ProviderData, accountID string, _ *doNotReachListModel, diags *diag.Diagnostics) {
	if !data.PlanOnePerScope(doNotReachListKind, accountID) {
		diags.AddAttributeError(path.Root("account_id"), "Second do-not-reach list in one ads account",
			fmt.Sprintf("Another adsapi_do_not_reach_list of this configuration is planned in ads account %s too, and an "+
				"account can have only one do-not-reach list. Keep one resource per account.", accountID))
		return
	}
	live, err := data.Client.DoNotReachLists.Live(ctx, accountID)
	if err != nil {
		tflog.Debug(ctx, "could not list the do-not-reach lists of the account", map[string]any{"error": err.Error()})
		return
	}
	if len(live) == 0 {
		return
	}
	diags.AddAttributeError(path.Root("account_id"), "Ads account already has a do-not-reach list",
		fmt.Sprintf("Ads account %[1]s already has do-not-reach list %[2]s, and an account can have only one. Adopt it "+
			"instead of creating another:\n\n  terraform import adsapi_do_not_reach_list.NAME %[1]s/%[2]s\n\n"+
			"(NAME is this resource's name), or an import block whose id is \"%[1]s/%[2]s\". To start a new list, delete "+
			"that one first.", accountID, live[0].ID))
}
