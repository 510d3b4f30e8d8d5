package users

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

func computedString(desc string) schema.StringAttribute {
	return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
}

func computedBool(desc string) schema.BoolAttribute {
	return schema.BoolAttribute{Computed: true, MarkdownDescription: desc}
}

func computedInt(desc string) schema.Int64Attribute {
	return schema.Int64Attribute{Computed: true, MarkdownDescription: desc}
}

func computedStrings(desc string) schema.ListAttribute {
	return schema.ListAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: desc}
}

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

// userObject is a user of every data source of the family.
func userObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"id":                  computedString("User id."),
		"name":                computedString("Display name."),
		"username":            computedString("Handle, without the @."),
		"created_at":          computedString("Creation time of the account, ISO 8601 (`created_at`)."),
		"description":         computedString("Profile description (`description`)."),
		"location":            computedString("Free-form profile location (`location`)."),
		"url":                 computedString("Profile link (`url`)."),
		"profile_image_url":   computedString("Profile image (`profile_image_url`)."),
		"protected":           computedBool("Whether the user's posts are protected (`protected`)."),
		"verified":            computedBool("Whether the user is verified (`verified`)."),
		"verified_type":       computedString("`blue`, `government`, `business` or `none` (`verified_type`, v2 lists only)."),
		"pinned_post_id":      computedString("Id of the pinned post (`pinned_post_id`)."),
		"most_recent_post_id": computedString("Id of the user's most recent post (`most_recent_post_id`, v2 lists only)."),
		"public_metrics": schema.SingleNestedAttribute{
			Computed: true, MarkdownDescription: "Public counts (`public_metrics`).",
			Attributes: map[string]schema.Attribute{
				"followers_count": computedInt("Followers."),
				"following_count": computedInt("Accounts followed."),
				"post_count":      computedInt("Posts (the service's `tweet_count`)."),
				"listed_count":    computedInt("Lists that include the user."),
				"like_count":      computedInt("Likes given (v2 lists only; null in the labs lookup)."),
			},
		},
		"entities": schema.SingleNestedAttribute{
			Computed: true, MarkdownDescription: "Entities of the profile link and description (`entities`).",
			Attributes: map[string]schema.Attribute{
				"urls":             entityList("Links of the profile link.", urlEntityAttrs()),
				"description_urls": entityList("Links in the description.", urlEntityAttrs()),
				"hashtags":         entityList("Hashtags in the description.", map[string]schema.Attribute{"tag": computedString("The hashtag, without #.")}),
				"cashtags":         entityList("Cashtags in the description.", map[string]schema.Attribute{"tag": computedString("The cashtag, without $.")}),
				"mentions":         entityList("Mentions in the description.", map[string]schema.Attribute{"username": computedString("The handle mentioned.")}),
			},
		},
		"withheld": withheldAttribute(),
	}}
}

func withheldAttribute() schema.SingleNestedAttribute {
	return schema.SingleNestedAttribute{
		Computed: true, MarkdownDescription: "Where the content is withheld (`withheld`); null when nowhere.",
		Attributes: map[string]schema.Attribute{
			"copyright":     computedBool("Whether it is withheld for a copyright claim."),
			"country_codes": computedStrings("ISO 3166-1 alpha-2 codes of the countries."),
			"scope":         computedString("`post` or `user`."),
		},
	}
}

// errorObject is an entry of errors: a requested item that could not be returned.
func errorObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"value":         computedString("The requested value, such as the user id."),
		"title":         computedString("Title of the problem, such as `Not Found Error`."),
		"detail":        computedString("What went wrong."),
		"type":          computedString("Problem type URL, such as `https://api.x.com/2/problems/resource-not-found`."),
		"resource_type": computedString("Kind of the item, such as `user`."),
	}}
}

var (
	userObjectType  = sync.OnceValue(func() attr.Type { return userObject().Type() })
	errorObjectType = sync.OnceValue(func() attr.Type { return errorObject().Type() })
)

// attrTypesOf returns the attribute types of an object type, and of its nested object attribute name
// when names are given.
func attrTypesOf(t attr.Type, names ...string) map[string]attr.Type {
	ot, _ := t.(basetypes.ObjectType)
	for _, n := range names {
		switch next := ot.AttrTypes[n].(type) {
		case basetypes.ObjectType:
			ot = next
		case basetypes.ListType:
			ot, _ = next.ElemType.(basetypes.ObjectType)
		}
	}
	return ot.AttrTypes
}

// valueBuilder builds framework values, collecting the diagnostics of every conversion.
type valueBuilder struct {
	ctx   context.Context
	diags *diag.Diagnostics
}

func (b valueBuilder) object(types map[string]attr.Type, v map[string]attr.Value) types.Object {
	o, d := basetypes.NewObjectValue(types, v)
	b.diags.Append(d...)
	return o
}

func (b valueBuilder) list(elem attr.Type, v []attr.Value) types.List {
	l, d := basetypes.NewListValue(elem, v)
	b.diags.Append(d...)
	return l
}

func (b valueBuilder) strings(v []string) types.List {
	if v == nil {
		return types.ListNull(types.StringType)
	}
	l, d := types.ListValueFrom(b.ctx, types.StringType, v)
	b.diags.Append(d...)
	return l
}

// users converts users into a list value of userObject.
func (b valueBuilder) users(in []adsapi.User) types.List {
	elems := make([]attr.Value, 0, len(in))
	for i := range in {
		elems = append(elems, b.user(&in[i]))
	}
	return b.list(userObjectType(), elems)
}

func (b valueBuilder) user(u *adsapi.User) types.Object {
	t := userObjectType()
	metricsTypes := attrTypesOf(t, "public_metrics")
	metrics := types.ObjectNull(metricsTypes)
	if m := u.PublicMetrics; m != nil {
		metrics = b.object(metricsTypes, map[string]attr.Value{
			"followers_count": types.Int64Value(m.FollowersCount), "following_count": types.Int64Value(m.FollowingCount),
			"post_count": types.Int64Value(m.PostCount), "listed_count": types.Int64Value(m.ListedCount),
			"like_count": types.Int64PointerValue(m.LikeCount),
		})
	}
	return b.object(attrTypesOf(t), map[string]attr.Value{
		"id": types.StringValue(u.ID), "name": types.StringValue(u.Name), "username": types.StringValue(u.Username),
		"created_at":          fw.StringOrNull(u.CreatedAt),
		"description":         fw.StringOrNull(u.Description),
		"location":            fw.StringOrNull(u.Location),
		"url":                 fw.StringOrNull(u.URL),
		"profile_image_url":   fw.StringOrNull(u.ProfileImageURL),
		"protected":           types.BoolPointerValue(u.Protected),
		"verified":            types.BoolPointerValue(u.Verified),
		"verified_type":       fw.StringOrNull(u.VerifiedType),
		"pinned_post_id":      fw.StringOrNull(u.PinnedPostID),
		"most_recent_post_id": fw.StringOrNull(u.MostRecentPostID),
		"public_metrics":      metrics,
		"entities":            b.userEntities(u.Entities),
		"withheld":            b.withheld(attrTypesOf(t, "withheld"), u.Withheld),
	})
}

func (b valueBuilder) withheld(t map[string]attr.Type, w *adsapi.Withheld) types.Object {
	if w == nil {
		return types.ObjectNull(t)
	}
	return b.object(t, map[string]attr.Value{
		"copyright": types.BoolPointerValue(w.Copyright), "country_codes": b.strings(w.CountryCodes), "scope": fw.StringOrNull(w.Scope),
	})
}

func (b valueBuilder) userEntities(e *adsapi.UserEntities) types.Object {
	t := attrTypesOf(userObjectType(), "entities")
	if e == nil {
		return types.ObjectNull(t)
	}
	var link, desc adsapi.EntityGroup
	if e.URL != nil {
		link = *e.URL
	}
	if e.Description != nil {
		desc = *e.Description
	}
	return b.object(t, map[string]attr.Value{
		"urls":             b.urlEntities(attrTypesOf(userObjectType(), "entities", "urls"), link.URLs),
		"description_urls": b.urlEntities(attrTypesOf(userObjectType(), "entities", "description_urls"), desc.URLs),
		"hashtags":         b.tagEntities(attrTypesOf(userObjectType(), "entities", "hashtags"), desc.Hashtags),
		"cashtags":         b.tagEntities(attrTypesOf(userObjectType(), "entities", "cashtags"), desc.Cashtags),
		"mentions":         b.mentionEntities(attrTypesOf(userObjectType(), "entities", "mentions"), desc.Mentions),
	})
}

func (b valueBuilder) urlEntities(t map[string]attr.Type, in []adsapi.URLEntity) types.List {
	elems := make([]attr.Value, 0, len(in))
	for _, e := range in {
		elems = append(elems, b.object(t, map[string]attr.Value{
			"start": types.Int64Value(int64(e.Start)), "end": types.Int64Value(int64(e.End)), "url": types.StringValue(e.URL),
			"expanded_url": fw.StringOrNull(e.ExpandedURL), "display_url": fw.StringOrNull(e.DisplayURL),
		}))
	}
	return b.list(types.ObjectType{AttrTypes: t}, elems)
}

func (b valueBuilder) tagEntities(t map[string]attr.Type, in []adsapi.TagEntity) types.List {
	elems := make([]attr.Value, 0, len(in))
	for _, e := range in {
		elems = append(elems, b.object(t, map[string]attr.Value{
			"start": types.Int64Value(int64(e.Start)), "end": types.Int64Value(int64(e.End)), "tag": types.StringValue(e.Tag),
		}))
	}
	return b.list(types.ObjectType{AttrTypes: t}, elems)
}

func (b valueBuilder) mentionEntities(t map[string]attr.Type, in []adsapi.MentionEntity) types.List {
	elems := make([]attr.Value, 0, len(in))
	for _, e := range in {
		elems = append(elems, b.object(t, map[string]attr.Value{
			"start": types.Int64Value(int64(e.Start)), "end": types.Int64Value(int64(e.End)), "username": types.StringValue(e.Username),
		}))
	}
	return b.list(types.ObjectType{AttrTypes: t}, elems)
}

// itemErrors converts the partial errors of an answer into a list value of errorObject.
func (b valueBuilder) itemErrors(in []adsapi.ErrorDetail) types.List {
	elems := make([]attr.Value, 0, len(in))
	for _, e := range in {
		elems = append(elems, b.object(attrTypesOf(errorObjectType()), map[string]attr.Value{
			"value": fw.StringOrNull(e.Value), "title": fw.StringOrNull(e.Title), "detail": fw.StringOrNull(e.Message),
			"type": fw.StringOrNull(e.Type), "resource_type": fw.StringOrNull(e.ResourceType),
		}))
	}
	return b.list(errorObjectType(), elems)
}
