package fw

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/identityschema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// Identity is a resource's identity (Terraform 1.12 and later): the parts of its import id, in the import
// id's order, each named as the state attribute that the import sets from it. So an identity and an import
// id address a resource the same way, and an identity is imported as the import id it stands for.
type Identity struct {
	parts []IdentityPart
}

// IdentityPart is one attribute of an identity: a string, named as the state attribute it mirrors.
type IdentityPart struct {
	Name        string
	Description string
	// Optional is for account_id alone: it may be left out of an import block's identity as it may be left
	// out of an import id, and then defaults to the provider's.
	Optional bool
}

// NewIdentity is the identity whose import id is parts joined by slashes.
func NewIdentity(parts ...IdentityPart) Identity { return Identity{parts: parts} }

// AccountIdentity is the identity {account_id, id} of a resource of an ads account, imported as
// ACCOUNT_ID/ID; account_id may be left out when the provider block sets it.
func AccountIdentity(accountDesc, idDesc string) Identity {
	return NewIdentity(
		IdentityPart{Name: "account_id", Description: accountDesc, Optional: true},
		IdentityPart{Name: "id", Description: idDesc},
	)
}

// ParentIdentity is the identity {parent, id} of a resource imported as PARENT_ID/ID (a scheduled feed
// under its product catalog).
func ParentIdentity(parentAttr, parentDesc, idDesc string) Identity {
	return NewIdentity(IdentityPart{Name: parentAttr, Description: parentDesc}, IdentityPart{Name: "id", Description: idDesc})
}

// IDIdentity is the identity {id} of a resource whose import id is its id alone.
func IDIdentity(idDesc string) Identity {
	return NewIdentity(IdentityPart{Name: "id", Description: idDesc})
}

// Schema is the identity schema that the resource's IdentitySchema answers.
func (i Identity) Schema() identityschema.Schema {
	attrs := make(map[string]identityschema.Attribute, len(i.parts))
	for _, p := range i.parts {
		attrs[p.Name] = identityschema.StringAttribute{
			RequiredForImport: !p.Optional, OptionalForImport: p.Optional, Description: p.Description,
		}
	}
	return identityschema.Schema{Attributes: attrs}
}

// Import runs importID, the resource's import by an import id, for an import id or for the import id that
// an import block's identity stands for, so that both are checked and defaulted alike; then it records the
// identity of what was imported. The identity is taken from the state the import set: one imported without
// account_id holds the provider's.
func (i Identity) Import(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse,
	importID func(context.Context, resource.ImportStateRequest, *resource.ImportStateResponse)) {
	if req.ID == "" && req.Identity != nil {
		id, shown, ok := i.importIDOf(ctx, req.Identity, resp)
		if !ok {
			return
		}
		req.ID = id
		from := len(resp.Diagnostics)
		importID(ctx, req, resp)
		// The resource's diagnostics speak of the import id: say which identity it came from.
		for n, d := range resp.Diagnostics[from:] {
			detail := fmt.Sprintf("The import block's identity %s stands for the import id %q.\n\n%s", shown, id, d.Detail())
			if d.Severity() == diag.SeverityError {
				resp.Diagnostics[from+n] = diag.NewErrorDiagnostic(d.Summary(), detail)
			} else {
				resp.Diagnostics[from+n] = diag.NewWarningDiagnostic(d.Summary(), detail)
			}
		}
	} else {
		importID(ctx, req, resp)
	}
	if !resp.Diagnostics.HasError() {
		SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	}
}

// importIDOf joins the identity's parts into the import id it stands for, leaving out optional parts that
// are null; shown is the identity as the import block wrote it.
func (i Identity) importIDOf(ctx context.Context, identity *tfsdk.ResourceIdentity, resp *resource.ImportStateResponse) (id, shown string, ok bool) {
	var values, written []string
	for _, p := range i.parts {
		var v types.String
		resp.Diagnostics.Append(identity.GetAttribute(ctx, path.Root(p.Name), &v)...)
		if resp.Diagnostics.HasError() {
			return "", "", false
		}
		if v.IsNull() && p.Optional {
			continue
		}
		if strings.Contains(v.ValueString(), "/") {
			// Joined, it would read as other parts of the import id.
			resp.Diagnostics.AddError("Invalid import identity", fmt.Sprintf("The import block's identity sets %s to %q: "+
				"no id holds a slash.", p.Name, v.ValueString()))
			return "", "", false
		}
		values = append(values, v.ValueString())
		written = append(written, fmt.Sprintf("%s = %q", p.Name, v.ValueString()))
	}
	return strings.Join(values, "/"), "{" + strings.Join(written, ", ") + "}", true
}

// resourceValues are a resource's values: its state (tfsdk.State), or a list result's resource
// (tfsdk.Resource).
type resourceValues interface {
	GetAttribute(ctx context.Context, p path.Path, target any) diag.Diagnostics
}

// SetIdentity records in identity the values of its attributes in state, which has attributes of the same
// names. Create, Read and Update call it after setting the state: Terraform 1.12 and later keep the
// identity beside the state, and a state written before the provider had identities gains it on its next
// refresh or update. An identity is set whole or not at all: a part missing from state is reported as the
// provider's error, never stored as a null.
func SetIdentity(ctx context.Context, state resourceValues, identity *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	if identity == nil {
		return // the resource has no identity schema
	}
	names := slices.Sorted(maps.Keys(identity.Schema.GetAttributes()))
	values := make([]types.String, len(names))
	for n, name := range names {
		diags.Append(state.GetAttribute(ctx, path.Root(name), &values[n])...)
		if diags.HasError() {
			return
		}
		if values[n].IsNull() || values[n].IsUnknown() || values[n].ValueString() == "" {
			diags.AddError("Incomplete resource identity", fmt.Sprintf("The provider has no %s to record in "+
				"the resource's identity. This is a bug in the provider: please report it.", name))
			return
		}
	}
	for n, name := range names {
		diags.Append(identity.SetAttribute(ctx, path.Root(name), values[n])...)
	}
}

// RemoveGone removes from state, in Read, a resource the service no longer has. Its identity is recorded
// first: the framework rejects a Read that answers no identity, even one that removes the resource, and a
// state written before the provider had identities holds none yet.
func RemoveGone(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	SetIdentity(ctx, req.State, resp.Identity, &resp.Diagnostics)
	resp.State.RemoveResource(ctx)
}
