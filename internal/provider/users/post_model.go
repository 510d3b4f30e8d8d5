package users

import (
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// postObject is a post of the timelines and of a lookup's pinned posts.
func postObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"id":                  computedString("Post id."),
		"text":                computedString("Text of the post."),
		"author_id":           computedString("Id of the author (`author_id`)."),
		"created_at":          computedString("Creation time, ISO 8601 (`created_at`)."),
		"conversation_id":     computedString("Id of the post that started the conversation (`conversation_id`)."),
		"in_reply_to_user_id": computedString("Id of the user replied to (`in_reply_to_user_id`)."),
		"lang":                computedString("Language, a BCP47 tag (`lang`)."),
		"source":              computedString("Client the post was sent from (`source`)."),
		"reply_settings":      computedString("Who may reply (`reply_settings`)."),
		"possibly_sensitive":  computedBool("Whether the post may be sensitive (`possibly_sensitive`)."),
		"edit_history_post_ids": computedStrings("Ids of the post's versions, oldest first (`edit_history_post_ids`; " +
			"the v2 endpoints send it by default)."),
		"referenced_posts": schema.ListNestedAttribute{
			Computed: true, MarkdownDescription: "Posts this post reposts, quotes or replies to (`referenced_posts`).",
			NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
				"type": computedString("`reposted`, `quoted` or `replied_to`."),
				"id":   computedString("Id of the referenced post."),
			}},
		},
		"public_metrics": schema.SingleNestedAttribute{
			Computed: true, MarkdownDescription: "Public counts (`public_metrics`).",
			Attributes: map[string]schema.Attribute{
				"like_count":       computedInt("Likes."),
				"reply_count":      computedInt("Replies."),
				"repost_count":     computedInt("Reposts (the service's `retweet_count`)."),
				"quote_count":      computedInt("Quotes."),
				"bookmark_count":   computedInt("Bookmarks."),
				"impression_count": computedInt("Views."),
			},
		},
		"withheld": withheldAttribute(),
	}}
}

// postObjectType is derived from the schema, once, so that the values built below always match it.
var postObjectType = sync.OnceValue(func() attr.Type { return postObject().Type() })

// postModel is an element of postObject. Nested objects are pointers and lists are slices, so that
// nil converts to null.
type postModel struct {
	ID                 types.String          `tfsdk:"id"`
	Text               types.String          `tfsdk:"text"`
	AuthorID           types.String          `tfsdk:"author_id"`
	CreatedAt          types.String          `tfsdk:"created_at"`
	ConversationID     types.String          `tfsdk:"conversation_id"`
	InReplyToUserID    types.String          `tfsdk:"in_reply_to_user_id"`
	Lang               types.String          `tfsdk:"lang"`
	Source             types.String          `tfsdk:"source"`
	ReplySettings      types.String          `tfsdk:"reply_settings"`
	PossiblySensitive  types.Bool            `tfsdk:"possibly_sensitive"`
	EditHistoryPostIDs []string              `tfsdk:"edit_history_post_ids"`
	ReferencedPosts    []referencedPostModel `tfsdk:"referenced_posts"`
	PublicMetrics      *postMetricsModel     `tfsdk:"public_metrics"`
	Withheld           *withheldModel        `tfsdk:"withheld"`
}

type referencedPostModel struct {
	Type types.String `tfsdk:"type"`
	ID   types.String `tfsdk:"id"`
}

type postMetricsModel struct {
	LikeCount       types.Int64 `tfsdk:"like_count"`
	ReplyCount      types.Int64 `tfsdk:"reply_count"`
	RepostCount     types.Int64 `tfsdk:"repost_count"`
	QuoteCount      types.Int64 `tfsdk:"quote_count"`
	BookmarkCount   types.Int64 `tfsdk:"bookmark_count"`
	ImpressionCount types.Int64 `tfsdk:"impression_count"`
}

// postFromAPI maps a post; referenced_posts and edit_history_post_ids are null when the service
// leaves them out.
func postFromAPI(p *adsapi.Post) postModel {
	m := postModel{
		ID: types.StringValue(p.ID), Text: types.StringValue(p.Text),
		AuthorID:           fw.StringOrNull(p.AuthorID),
		CreatedAt:          fw.StringOrNull(p.CreatedAt),
		ConversationID:     fw.StringOrNull(p.ConversationID),
		InReplyToUserID:    fw.StringOrNull(p.InReplyToUserID),
		Lang:               fw.StringOrNull(p.Lang),
		Source:             fw.StringOrNull(p.Source),
		ReplySettings:      fw.StringOrNull(p.ReplySettings),
		PossiblySensitive:  types.BoolPointerValue(p.PossiblySensitive),
		EditHistoryPostIDs: p.EditHistoryPostIDs,
		Withheld:           withheldFromAPI(p.Withheld),
	}
	if p.ReferencedPosts != nil {
		m.ReferencedPosts = convertAll(p.ReferencedPosts, func(r *adsapi.ReferencedPost) referencedPostModel {
			return referencedPostModel{Type: types.StringValue(r.Type), ID: types.StringValue(r.ID)}
		})
	}
	if pm := p.PublicMetrics; pm != nil {
		m.PublicMetrics = &postMetricsModel{
			LikeCount: types.Int64Value(pm.LikeCount), ReplyCount: types.Int64Value(pm.ReplyCount),
			RepostCount: types.Int64Value(pm.RepostCount), QuoteCount: types.Int64Value(pm.QuoteCount),
			BookmarkCount: types.Int64Value(pm.BookmarkCount), ImpressionCount: types.Int64Value(pm.ImpressionCount),
		}
	}
	return m
}
