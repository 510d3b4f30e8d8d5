package emulator

import (
	"encoding/json"
	"net/http"
)

// promotedPostDataType is the data_type of promoted post answers, as the recorded answers carry it
// (promoted_tweet in the service's spelling). The spec's version 12 examples leave it out; clients
// read both.
const promotedPostDataType = "promoted_post"

// promotedPostView is a promoted post on the wire.
type promotedPostView struct {
	ID             string `json:"id"`
	LineItemID     string `json:"line_item_id"`
	PostID         string `json:"post_id"`
	EntityStatus   string `json:"entity_status"`
	ApprovalStatus string `json:"approval_status"`
	CreatedAt      string `json:"created_at"`
	UpdatedAt      string `json:"updated_at"`
	Deleted        bool   `json:"deleted"`
}

func viewPromotedPost(pp *PromotedPost) promotedPostView {
	return promotedPostView{
		ID:             pp.ID,
		LineItemID:     pp.LineItemID,
		PostID:         pp.PostID,
		EntityStatus:   pp.EntityStatus,
		ApprovalStatus: pp.ApprovalStatus,
		CreatedAt:      formatTime(pp.CreatedAt),
		UpdatedAt:      formatTime(pp.UpdatedAt),
		Deleted:        pp.Deleted,
	}
}

// promotedPostsCreated is the answer of a create: the new promoted posts, their total_count, and
// post_ids echoed as JSON numbers as the spec and the recorded answer show them (written as sent,
// so that ids above 2^53 keep their digits). data is kept beside the whole envelope (raw) so that a
// WrongID fault still finds the objects.
func promotedPostsCreated(c *call, views []promotedPostView) reply {
	params := echoParams(&route{listParams: []string{"post_ids"}}, c.pathParams, c.params)
	ids := []json.Number{}
	for _, id := range splitList(c.params.Get("post_ids")) {
		ids = append(ids, json.Number(id))
	}
	params["post_ids"] = ids
	return reply{status: http.StatusCreated, data: views, raw: map[string]any{
		"request":     map[string]any{"params": params},
		"data":        views,
		"total_count": len(views),
		"data_type":   promotedPostDataType,
	}}
}
