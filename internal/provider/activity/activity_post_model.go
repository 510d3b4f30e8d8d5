package activity

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// postAttribute is the post an activity carries: the payload of the post events, decoded.
func postAttribute() schema.SingleNestedAttribute {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return schema.SingleNestedAttribute{
		Computed: true,
		MarkdownDescription: "The post of a post event (`post.create`, `post.mention.create`, `post.reply.create`, " +
			"`post.quote.create`, `post.repost.create`), decoded from its payload; null for other events. " +
			"Members the payload leaves out are null.",
		Attributes: map[string]schema.Attribute{
			"id":                  computed("Post id."),
			"text":                computed("Text of the post; a repost's reads `RT @handle: ` and the reposted text."),
			"author_id":           computed("Id of the post's author."),
			"created_at":          computed("Creation time, ISO 8601."),
			"conversation_id":     computed("Id of the conversation's first post."),
			"in_reply_to_user_id": computed("Id of the user a reply answers."),
			"referenced_posts": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "Posts this one replies to, quotes or reposts.",
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"type": computed("`replied_to`, `quoted` or `reposted`."),
					"id":   computed("Id of the referenced post."),
				}},
			},
		},
	}
}

// activityPostModel is postAttribute; ReferencedPosts is a slice, so that none converts to null.
type activityPostModel struct {
	ID              types.String          `tfsdk:"id"`
	Text            types.String          `tfsdk:"text"`
	AuthorID        types.String          `tfsdk:"author_id"`
	CreatedAt       types.String          `tfsdk:"created_at"`
	ConversationID  types.String          `tfsdk:"conversation_id"`
	InReplyToUserID types.String          `tfsdk:"in_reply_to_user_id"`
	ReferencedPosts []referencedPostModel `tfsdk:"referenced_posts"`
}

type referencedPostModel struct {
	Type types.String `tfsdk:"type"`
	ID   types.String `tfsdk:"id"`
}

// activityPostFromAPI is the post of an activity; nil (null) when it carries none.
func activityPostFromAPI(p *adsapi.Post) *activityPostModel {
	if p == nil {
		return nil
	}
	m := &activityPostModel{
		ID: types.StringValue(p.ID), Text: types.StringValue(p.Text),
		AuthorID: fw.StringOrNull(p.AuthorID), CreatedAt: fw.StringOrNull(p.CreatedAt),
		ConversationID: fw.StringOrNull(p.ConversationID), InReplyToUserID: fw.StringOrNull(p.InReplyToUserID),
	}
	for _, r := range p.ReferencedPosts {
		m.ReferencedPosts = append(m.ReferencedPosts, referencedPostModel{Type: types.StringValue(r.Type), ID: types.StringValue(r.ID)})
	}
	return m
}
