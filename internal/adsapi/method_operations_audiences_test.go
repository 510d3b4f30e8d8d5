package adsapi_test

import (
	"maps"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// The rows of operationCalls for the services of the audiences and measurement document, kept
// beside the objects they make.
func init() {
	maps.Copy(operationCalls, map[string]func(k caller) error{
		"WebEventTagsService.Create": func(k caller) error { return e1(newWebEventTag(k)) },
		"WebEventTagsService.Delete": func(k caller) error {
			return after(k, newWebEventTag, func(o *adsapi.WebEventTag) error { return e1(k.c.WebEventTags.Delete(k.ctx, acc, o.ID)) })
		},
		"WebEventTagsService.Get": func(k caller) error {
			return after(k, newWebEventTag, func(o *adsapi.WebEventTag) error { return e1(k.c.WebEventTags.Get(k.ctx, acc, o.ID)) })
		},
		"WebEventTagsService.List": func(k caller) error {
			return e1(k.c.WebEventTags.List(k.ctx, acc, adsapi.WebEventTagListOptions{WebEventTagIDs: []string{missing}}))
		},
		"WebEventTagsService.Update": func(k caller) error {
			return after(k, newWebEventTag, func(o *adsapi.WebEventTag) error {
				return e1(k.c.WebEventTags.Update(k.ctx, acc, o.ID, adsapi.WebEventTagUpdate{Name: &rename}))
			})
		},
	})
}

func newWebEventTag(k caller) (*adsapi.WebEventTag, error) {
	return k.c.WebEventTags.Create(k.ctx, k.cs, acc, adsapi.WebEventTagInput{Name: "signups", Type: "SIGN_UP", ClickWindow: 7, ViewThroughWindow: 1})
}
