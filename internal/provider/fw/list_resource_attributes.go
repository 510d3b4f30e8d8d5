package fw

import (
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// The attributes list blocks share: the same filters, with the same rules, as the list data sources'.

// ListAccountIDAttribute is a list block's ads account, the provider's when left out.
func ListAccountIDAttribute() listschema.StringAttribute {
	return listschema.StringAttribute{
		Optional: true, MarkdownDescription: DescAccountFilter, Validators: []validator.String{AccountID()},
	}
}

// ListSortByAttribute is the sort_by filter of a list block.
func ListSortByAttribute() listschema.StringAttribute {
	return listschema.StringAttribute{Optional: true, MarkdownDescription: descSortBy, Validators: sortByValidators()}
}

// ListIDListAttribute is a list block's filter list the service caps at 200 entries.
func ListIDListAttribute(desc string, elem ...validator.String) listschema.ListAttribute {
	return listschema.ListAttribute{Optional: true, ElementType: types.StringType, MarkdownDescription: desc, Validators: idListValidators(elem)}
}
