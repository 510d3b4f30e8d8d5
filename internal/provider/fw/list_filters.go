package fw

import (
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// sortByPattern is the service's sort_by form, <attribute>-asc or <attribute>-desc.
var sortByPattern = regexp.MustCompile(`^[a-z_]+-(asc|desc)$`)

// SortByAttribute is the sort_by filter of a list data source.
func SortByAttribute() schema.StringAttribute {
	return schema.StringAttribute{Optional: true, MarkdownDescription: descSortBy, Validators: sortByValidators()}
}

const descSortBy = "Sort order, `<attribute>-asc` or `<attribute>-desc`, e.g. `created_at-desc`."

func sortByValidators() []validator.String {
	return []validator.String{stringvalidator.RegexMatches(sortByPattern, "must be <attribute>-asc or <attribute>-desc, e.g. created_at-desc")}
}

// IDListAttribute is a filter list the service caps at 200 entries.
func IDListAttribute(desc string, elem ...validator.String) schema.ListAttribute {
	return schema.ListAttribute{Optional: true, ElementType: types.StringType, MarkdownDescription: desc, Validators: idListValidators(elem)}
}

func idListValidators(elem []validator.String) []validator.List {
	v := []validator.List{listvalidator.SizeBetween(1, 200)}
	if len(elem) > 0 {
		v = append(v, listvalidator.ValueStringsAre(elem...))
	}
	return v
}
