package fw

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// DataSourceAccountIDAttribute is the account_id of an account-scoped data source: optional, checked at
// plan time, and set to the account actually read (the provider's default when left out).
func DataSourceAccountIDAttribute() schema.StringAttribute {
	return schema.StringAttribute{
		Optional: true, Computed: true, MarkdownDescription: DescAccountFilter,
		Validators: []validator.String{AccountID()},
	}
}
