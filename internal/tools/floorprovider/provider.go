package main

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

type floorProvider struct{}

func newProvider() provider.Provider { return floorProvider{} }

func (floorProvider) Metadata(_ context.Context, _ provider.MetadataRequest, resp *provider.MetadataResponse) {
	resp.TypeName = "floor"
}

func (floorProvider) Schema(context.Context, provider.SchemaRequest, *provider.SchemaResponse) {}

func (floorProvider) Configure(context.Context, provider.ConfigureRequest, *provider.ConfigureResponse) {
}

func (floorProvider) Resources(context.Context) []func() resource.Resource {
	return []func() resource.Resource{newIDResource}
}

func (floorProvider) DataSources(context.Context) []func() datasource.DataSource { return nil }

var _ provider.Provider = floorProvider{}
