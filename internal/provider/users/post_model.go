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

var postObjectType = sync.OnceValue(func() attr.Type { return postObject().Type() })

// posts converts posts into a list value of postObject.
func (b valueBuilder) posts(in []adsapi.Post) types.List {
	elems := make([]attr.Value, 0, len(in))
	for i := range in {
		elems = append(elems, b.post(&in[i]))
	}
	return b.list(postObjectType(), elems)
}

func (b valueBuilder) post(p *adsapi.Post) types.Object {
	t := postObjectType()
	metricsTypes := attrTypesOf(t, "public_metrics")
	metrics := types.ObjectNull(metricsTypes)
	if m := p.PublicMetrics; m != nil {
		metrics = b.object(metricsTypes, map[string]attr.Value{
			"like_count": types.Int64Value(m.LikeCount), "reply_count": types.Int64Value(m.ReplyCount),
			"repost_count": types.Int64Value(m.RepostCount), "quote_count": types.Int64Value(m.QuoteCount),
			"bookmark_count": types.Int64Value(m.BookmarkCount), "impression_count": types.Int64Value(m.ImpressionCount),
		})
	}
	refTypes := attrTypesOf(t, "referenced_posts")
	refs := types.ListNull(types.ObjectType{AttrTypes: refTypes})
	if p.ReferencedPosts != nil {
		elems := make([]attr.Value, 0, len(p.ReferencedPosts))
		for _, r := range p.ReferencedPosts {
			elems = append(elems, b.object(refTypes, map[string]attr.Value{"type": types.StringValue(r.Type), "id": types.StringValue(r.ID)}))
		}
		refs = b.list(types.ObjectType{AttrTypes: refTypes}, elems)
	}
	return b.object(attrTypesOf(t), map[string]attr.Value{
		"id": types.StringValue(p.ID), "text": types.StringValue(p.Text),
		"author_id":             fw.StringOrNull(p.AuthorID),
		"created_at":            fw.StringOrNull(p.CreatedAt),
		"conversation_id":       fw.StringOrNull(p.ConversationID),
		"in_reply_to_user_id":   fw.StringOrNull(p.InReplyToUserID),
		"lang":                  fw.StringOrNull(p.Lang),
		"source":                fw.StringOrNull(p.Source),
		"reply_settings":        fw.StringOrNull(p.ReplySettings),
		"possibly_sensitive":    types.BoolPointerValue(p.PossiblySensitive),
		"edit_history_post_ids": b.strings(p.EditHistoryPostIDs),
		"referenced_posts":      refs,
		"public_metrics":        metrics,
		"withheld":              b.withheld(attrTypesOf(t, "withheld"), p.Withheld),
	})
}
