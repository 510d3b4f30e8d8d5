package users

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// entityObject is one entity of a text: its zero-based offsets and, by kind, its text.
func entityObject(textAttrs map[string]schema.Attribute) schema.NestedAttributeObject {
	attrs := map[string]schema.Attribute{
		"start": computedInt("Zero-based offset of the entity's first character."),
		"end":   computedInt("Zero-based offset just past the entity's last character."),
	}
	for k, v := range textAttrs {
		attrs[k] = v
	}
	return schema.NestedAttributeObject{Attributes: attrs}
}

func entityList(desc string, textAttrs map[string]schema.Attribute) schema.ListNestedAttribute {
	return schema.ListNestedAttribute{Computed: true, MarkdownDescription: desc, NestedObject: entityObject(textAttrs)}
}

func urlEntityAttrs() map[string]schema.Attribute {
	return map[string]schema.Attribute{
		"url":          computedString("The link as written (usually shortened)."),
		"expanded_url": computedString("The link expanded."),
		"display_url":  computedString("The link as displayed."),
	}
}

// userEntitiesModel flattens the entities of the profile link and of the description; its lists are
// empty, not null, when a text has none.
type userEntitiesModel struct {
	URLs            []urlEntityModel     `tfsdk:"urls"`
	DescriptionURLs []urlEntityModel     `tfsdk:"description_urls"`
	Hashtags        []tagEntityModel     `tfsdk:"hashtags"`
	Cashtags        []tagEntityModel     `tfsdk:"cashtags"`
	Mentions        []mentionEntityModel `tfsdk:"mentions"`
}

type urlEntityModel struct {
	Start       types.Int64  `tfsdk:"start"`
	End         types.Int64  `tfsdk:"end"`
	URL         types.String `tfsdk:"url"`
	ExpandedURL types.String `tfsdk:"expanded_url"`
	DisplayURL  types.String `tfsdk:"display_url"`
}

type tagEntityModel struct {
	Start types.Int64  `tfsdk:"start"`
	End   types.Int64  `tfsdk:"end"`
	Tag   types.String `tfsdk:"tag"`
}

type mentionEntityModel struct {
	Start    types.Int64  `tfsdk:"start"`
	End      types.Int64  `tfsdk:"end"`
	Username types.String `tfsdk:"username"`
}

func userEntitiesFromAPI(e *adsapi.UserEntities) *userEntitiesModel {
	if e == nil {
		return nil
	}
	var link, desc adsapi.EntityGroup
	if e.URL != nil {
		link = *e.URL
	}
	if e.Description != nil {
		desc = *e.Description
	}
	return &userEntitiesModel{
		URLs:            convertAll(link.URLs, urlEntityFromAPI),
		DescriptionURLs: convertAll(desc.URLs, urlEntityFromAPI),
		Hashtags:        convertAll(desc.Hashtags, tagEntityFromAPI),
		Cashtags:        convertAll(desc.Cashtags, tagEntityFromAPI),
		Mentions:        convertAll(desc.Mentions, mentionEntityFromAPI),
	}
}

func urlEntityFromAPI(e *adsapi.URLEntity) urlEntityModel {
	return urlEntityModel{
		Start: types.Int64Value(int64(e.Start)), End: types.Int64Value(int64(e.End)), URL: types.StringValue(e.URL),
		ExpandedURL: fw.StringOrNull(e.ExpandedURL), DisplayURL: fw.StringOrNull(e.DisplayURL),
	}
}

func tagEntityFromAPI(e *adsapi.TagEntity) tagEntityModel {
	return tagEntityModel{Start: types.Int64Value(int64(e.Start)), End: types.Int64Value(int64(e.End)), Tag: types.StringValue(e.Tag)}
}

func mentionEntityFromAPI(e *adsapi.MentionEntity) mentionEntityModel {
	return mentionEntityModel{
		Start: types.Int64Value(int64(e.Start)), End: types.Int64Value(int64(e.End)), Username: types.StringValue(e.Username),
	}
}
