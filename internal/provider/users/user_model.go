package users

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
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
		"verified_type":       computedString("`blue`, `government`, `business` or `none` (`verified_type`; not in the labs lookup)."),
		"pinned_post_id":      computedString("Id of the pinned post (`pinned_post_id`)."),
		"most_recent_post_id": computedString("Id of the user's most recent post (`most_recent_post_id`; not in the labs lookup)."),
		"public_metrics": schema.SingleNestedAttribute{
			Computed: true, MarkdownDescription: "Public counts (`public_metrics`).",
			Attributes: map[string]schema.Attribute{
				"followers_count": computedInt("Followers."),
				"following_count": computedInt("Accounts followed."),
				"post_count":      computedInt("Posts (the service's `tweet_count`)."),
				"listed_count":    computedInt("Lists that include the user."),
				"like_count":      computedInt("Likes given (null in the labs lookup, which does not count them)."),
			},
		},
		"subscriber_count": computedInt("Premium subscribers of the user (`subscriber_count`; not in the labs lookup)."),
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

// The object types are derived from the schema, once, so that the values built below always match it.
var (
	userObjectType  = sync.OnceValue(func() attr.Type { return userObject().Type() })
	errorObjectType = sync.OnceValue(func() attr.Type { return errorObject().Type() })
)

// listValue converts in, element by element, into a known list of elemType: an empty answer is an
// empty list, never null.
func listValue[T, M any](ctx context.Context, elemType attr.Type, in []T, from func(*T) M, diags *diag.Diagnostics) types.List {
	l, d := types.ListValueFrom(ctx, elemType, convertAll(in, from))
	diags.Append(d...)
	return l
}

// convertAll converts every element of in; the result is never nil, so it converts to an empty list
// rather than a null one.
func convertAll[T, M any](in []T, from func(*T) M) []M {
	out := make([]M, 0, len(in))
	for i := range in {
		out = append(out, from(&in[i]))
	}
	return out
}

// userModel is an element of userObject. Nested objects are pointers and lists are slices, so that
// nil converts to null.
type userModel struct {
	ID               types.String       `tfsdk:"id"`
	Name             types.String       `tfsdk:"name"`
	Username         types.String       `tfsdk:"username"`
	CreatedAt        types.String       `tfsdk:"created_at"`
	Description      types.String       `tfsdk:"description"`
	Location         types.String       `tfsdk:"location"`
	URL              types.String       `tfsdk:"url"`
	ProfileImageURL  types.String       `tfsdk:"profile_image_url"`
	Protected        types.Bool         `tfsdk:"protected"`
	Verified         types.Bool         `tfsdk:"verified"`
	VerifiedType     types.String       `tfsdk:"verified_type"`
	PinnedPostID     types.String       `tfsdk:"pinned_post_id"`
	MostRecentPostID types.String       `tfsdk:"most_recent_post_id"`
	PublicMetrics    *userMetricsModel  `tfsdk:"public_metrics"`
	SubscriberCount  types.Int64        `tfsdk:"subscriber_count"`
	Entities         *userEntitiesModel `tfsdk:"entities"`
	Withheld         *withheldModel     `tfsdk:"withheld"`
}

type userMetricsModel struct {
	FollowersCount types.Int64 `tfsdk:"followers_count"`
	FollowingCount types.Int64 `tfsdk:"following_count"`
	PostCount      types.Int64 `tfsdk:"post_count"`
	ListedCount    types.Int64 `tfsdk:"listed_count"`
	LikeCount      types.Int64 `tfsdk:"like_count"`
}

// withheldModel is withheldAttribute; CountryCodes is null when the service leaves it out.
type withheldModel struct {
	Copyright    types.Bool   `tfsdk:"copyright"`
	CountryCodes []string     `tfsdk:"country_codes"`
	Scope        types.String `tfsdk:"scope"`
}

// itemErrorModel is an element of errorObject.
type itemErrorModel struct {
	Value        types.String `tfsdk:"value"`
	Title        types.String `tfsdk:"title"`
	Detail       types.String `tfsdk:"detail"`
	Type         types.String `tfsdk:"type"`
	ResourceType types.String `tfsdk:"resource_type"`
}

func userFromAPI(u *adsapi.User) userModel {
	m := userModel{
		ID: types.StringValue(u.ID), Name: types.StringValue(u.Name), Username: types.StringValue(u.Username),
		CreatedAt:        fw.StringOrNull(u.CreatedAt),
		Description:      fw.StringOrNull(u.Description),
		Location:         fw.StringOrNull(u.Location),
		URL:              fw.StringOrNull(u.URL),
		ProfileImageURL:  fw.StringOrNull(u.ProfileImageURL),
		Protected:        types.BoolPointerValue(u.Protected),
		Verified:         types.BoolPointerValue(u.Verified),
		VerifiedType:     fw.StringOrNull(u.VerifiedType),
		PinnedPostID:     fw.StringOrNull(u.PinnedPostID),
		MostRecentPostID: fw.StringOrNull(u.MostRecentPostID),
		SubscriberCount:  types.Int64PointerValue(u.SubscriberCount),
		Entities:         userEntitiesFromAPI(u.Entities),
		Withheld:         withheldFromAPI(u.Withheld),
	}
	if p := u.PublicMetrics; p != nil {
		m.PublicMetrics = &userMetricsModel{
			FollowersCount: types.Int64Value(p.FollowersCount), FollowingCount: types.Int64Value(p.FollowingCount),
			PostCount: types.Int64Value(p.PostCount), ListedCount: types.Int64Value(p.ListedCount),
			LikeCount: types.Int64PointerValue(p.LikeCount),
		}
	}
	return m
}

func withheldFromAPI(w *adsapi.Withheld) *withheldModel {
	if w == nil {
		return nil
	}
	return &withheldModel{Copyright: types.BoolPointerValue(w.Copyright), CountryCodes: w.CountryCodes, Scope: fw.StringOrNull(w.Scope)}
}

// itemErrorFromAPI is a partial error of an answer: a requested item the service could not return.
func itemErrorFromAPI(e *transport.ErrorDetail) itemErrorModel {
	return itemErrorModel{
		Value: fw.StringOrNull(e.Value), Title: fw.StringOrNull(e.Title), Detail: fw.StringOrNull(e.Message),
		Type: fw.StringOrNull(e.Type), ResourceType: fw.StringOrNull(e.ResourceType),
	}
}
