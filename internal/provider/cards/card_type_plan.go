package cards

import (
	"context"
	"maps"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
)

// cardTypeFollowsShape keeps card_type known in the plan of an in-place update that leaves the card's
// shape as it was. The service sets card_type, and each of its values names a shape (IMAGE_WEBSITE,
// VIDEO_CAROUSEL_APP, MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE...): components or slides, which component
// types in which order, and whether the media are images, videos or both. A rename, a new title, another
// address, another image in place of an image change none of it, so the type in state stays the type.
// When the shape changes, or any part of it is not yet known, card_type stays unknown and the service's
// answer fills it in; the provider does not compute a type the service has not given. A new card (no
// state) is left to the service as well.
type cardTypeFollowsShape struct{}

var _ planmodifier.String = cardTypeFollowsShape{}

func (cardTypeFollowsShape) Description(context.Context) string {
	return "card_type stays as it is while the card's shape (component types, media kinds) does not change"
}

func (m cardTypeFollowsShape) MarkdownDescription(ctx context.Context) string {
	return m.Description(ctx)
}

func (cardTypeFollowsShape) PlanModifyString(ctx context.Context, req planmodifier.StringRequest, resp *planmodifier.StringResponse) {
	if req.StateValue.IsNull() || req.StateValue.IsUnknown() || !req.PlanValue.IsUnknown() || req.Plan.Raw.IsNull() {
		return
	}
	before, known := shapeOf(ctx, req.State.GetAttribute)
	if !known {
		return
	}
	after, known := shapeOf(ctx, req.Plan.GetAttribute)
	if known && after == before {
		resp.PlanValue = req.StateValue
	}
}

// shapeOf reads the card's shape through get, the GetAttribute of a plan or a state; known is false while
// any part of it is unknown.
func shapeOf(ctx context.Context, get func(context.Context, path.Path, any) diag.Diagnostics) (shape string, known bool) {
	var components, slides types.List
	if get(ctx, path.Root("components"), &components).HasError() || get(ctx, path.Root("slides"), &slides).HasError() {
		return "", false
	}
	return cardShape(components, slides)
}

// cardShape names what card_type follows from. A multi-destination carousel's slides are all a MEDIA then a
// DETAILS component (the validators see to it), so only their media kinds count; for components, the types
// in order count too. The number of media counts only through the components' types (MEDIA holds one,
// SWIPEABLE_MEDIA several). known is false while a component, its type or a media key is unknown.
func cardShape(components, slides types.List) (shape string, known bool) {
	kinds := map[string]bool{}
	switch {
	case !slides.IsNull():
		if slides.IsUnknown() {
			return "", false
		}
		for _, s := range slides.Elements() {
			slide := fieldsOf(s)
			if slide == nil {
				return "", false
			}
			comps, ok := slide["components"].(types.List)
			if !ok {
				return "", false
			}
			if _, known := componentShape(comps, kinds); !known {
				return "", false
			}
		}
		return "slides;" + mediaKinds(kinds), true
	case !components.IsNull():
		order, known := componentShape(components, kinds)
		if !known {
			return "", false
		}
		return "components:" + order + ";" + mediaKinds(kinds), true
	}
	return "", false
}

// componentShape returns the types of the components in order and adds the kinds of their media to kinds.
func componentShape(components types.List, kinds map[string]bool) (string, bool) {
	if components.IsNull() || components.IsUnknown() {
		return "", false
	}
	var names []string
	for _, e := range components.Elements() {
		c := fieldsOf(e)
		if c == nil || !c.isSet("type") {
			return "", false
		}
		names = append(names, c.str("type").ValueString())
		keys := []attr.Value{c["media_key"]}
		if l, ok := c["media_keys"].(types.List); ok {
			if l.IsUnknown() {
				return "", false
			}
			keys = append(keys, l.Elements()...)
		}
		for _, k := range keys {
			if !addMediaKind(k, kinds) {
				return "", false
			}
		}
	}
	return strings.Join(names, ","), true
}

// addMediaKind records the kind of the media key k; a null k (an attribute the component does not use)
// adds nothing. It reports false for an unknown key, or one of no known form.
func addMediaKind(k attr.Value, kinds map[string]bool) bool {
	s, ok := k.(types.String)
	if !ok || s.IsNull() {
		return k == nil || k.IsNull()
	}
	if s.IsUnknown() {
		return false
	}
	kind := adrules.MediaKind(s.ValueString())
	if kind == "" {
		return false
	}
	kinds[kind] = true
	return true
}

func mediaKinds(kinds map[string]bool) string {
	return strings.Join(slices.Sorted(maps.Keys(kinds)), ",")
}
