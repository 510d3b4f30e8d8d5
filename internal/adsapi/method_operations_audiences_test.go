package adsapi_test

import (
	"io"
	"maps"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
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

		"PrerollCallToActionsService.Create": func(k caller) error {
			return e1(k.c.PrerollCallToActions.Create(k.ctx, k.cs, acc, adsapi.PrerollCallToActionInput{LineItemID: missing, CallToAction: "VISIT_SITE",
				CallToActionURL: "https://example.com/v"}))
		},
		"PrerollCallToActionsService.Delete": func(k caller) error { return e1(k.c.PrerollCallToActions.Delete(k.ctx, acc, missing)) },
		"PrerollCallToActionsService.Get":    func(k caller) error { return e1(k.c.PrerollCallToActions.Get(k.ctx, acc, missing)) },
		"PrerollCallToActionsService.List": func(k caller) error {
			return e1(k.c.PrerollCallToActions.List(k.ctx, acc, adsapi.PrerollCallToActionListOptions{}))
		},
		"PrerollCallToActionsService.Update": func(k caller) error {
			watchNow := "WATCH_NOW"
			return e1(k.c.PrerollCallToActions.Update(k.ctx, acc, missing, adsapi.PrerollCallToActionUpdate{CallToAction: &watchNow}))
		},

		"MediaCreativesService.Create": func(k caller) error {
			return e1(k.c.MediaCreatives.Create(k.ctx, k.cs, acc, adsapi.MediaCreativeInput{LineItemID: missing, AccountMediaID: missing,
				LandingURL: "https://example.com/spring"}))
		},
		"MediaCreativesService.Delete": func(k caller) error { return e1(k.c.MediaCreatives.Delete(k.ctx, acc, missing)) },
		"MediaCreativesService.Get":    func(k caller) error { return e1(k.c.MediaCreatives.Get(k.ctx, acc, missing)) },
		"MediaCreativesService.List": func(k caller) error {
			return e1(k.c.MediaCreatives.List(k.ctx, acc, adsapi.MediaCreativeListOptions{CampaignID: missing}))
		},
		"ScheduledPromotedPostsService.Create": func(k caller) error {
			return e1(k.c.ScheduledPromotedPosts.Create(k.ctx, k.cs, acc, adsapi.ScheduledPromotedPostInput{LineItemID: missing,
				ScheduledPostID: "870358555227860992"}))
		},
		"ScheduledPromotedPostsService.Delete": func(k caller) error { return e1(k.c.ScheduledPromotedPosts.Delete(k.ctx, acc, missing)) },
		"ScheduledPromotedPostsService.Get":    func(k caller) error { return e1(k.c.ScheduledPromotedPosts.Get(k.ctx, acc, missing)) },
		"ScheduledPromotedPostsService.List": func(k caller) error {
			return e1(k.c.ScheduledPromotedPosts.List(k.ctx, acc, adsapi.ScheduledPromotedPostListOptions{LineItemIDs: []string{missing}}))
		},
		"AccountMediaService.Get": func(k caller) error { return e1(k.c.AccountMedia.Get(k.ctx, acc, missing)) },
		"AccountMediaService.List": func(k caller) error {
			return e1(k.c.AccountMedia.List(k.ctx, acc, adsapi.AccountMediaListOptions{CreativeTypes: []string{"PREROLL"}}))
		},

		"CustomAudiencesService.Create": func(k caller) error {
			return e1(k.c.CustomAudiences.Create(k.ctx, k.cs, acc, adsapi.CustomAudienceInput{Name: "newsletter"}))
		},
		"CustomAudiencesService.Delete": func(k caller) error { return e1(k.c.CustomAudiences.Delete(k.ctx, acc, missing)) },
		"CustomAudiencesService.Get":    func(k caller) error { return e1(k.c.CustomAudiences.Get(k.ctx, acc, missing)) },
		"CustomAudiencesService.List": func(k caller) error {
			return e1(k.c.CustomAudiences.List(k.ctx, acc, adsapi.CustomAudienceListOptions{Q: "news"}))
		},
		"CustomAudiencesService.Targeted": func(k caller) error {
			return e1(k.c.CustomAudiences.Targeted(k.ctx, acc, missing, adsapi.CustomAudienceTargetedOptions{IncludeNotServable: true}))
		},
		"CustomAudiencesService.UploadMembers": func(k caller) error {
			one := &oneMember{m: members.Member{{Kind: members.Email, Value: "4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3"}}}
			return e1(k.c.CustomAudiences.UploadMembers(k.ctx, acc, missing, adsapi.MemberChange{}, one, nil))
		},
		"CustomAudiencesService.Update": func(k caller) error {
			return e1(k.c.CustomAudiences.Update(k.ctx, acc, missing, adsapi.CustomAudienceUpdate{Name: &rename}))
		},

		"AudienceEstimateService.Estimate": func(k caller) error {
			return e1(k.c.AudienceEstimate.Estimate(k.ctx, acc, []adsapi.EstimateCriterion{{TargetingType: "BROAD_KEYWORD", TargetingValue: "nba"}}))
		},
		"AdsAccountsService.AuthenticatedUserAccess": func(k caller) error {
			return e1(k.c.AdsAccounts.AuthenticatedUserAccess(k.ctx, acc))
		},

		"CustomAudiencePermissionsService.Create": func(k caller) error {
			return e1(k.c.CustomAudiencePermissions.Create(k.ctx, k.cs, acc, missing, adsapi.CustomAudiencePermissionInput{
				GrantedAccountID: emulator.OtherAccountID, PermissionLevel: "READ_ONLY"}))
		},
		"CustomAudiencePermissionsService.Delete": func(k caller) error {
			return e1(k.c.CustomAudiencePermissions.Delete(k.ctx, acc, missing, missing))
		},
		"CustomAudiencePermissionsService.Get": func(k caller) error {
			return e1(k.c.CustomAudiencePermissions.Get(k.ctx, acc, missing, missing))
		},
		"CustomAudiencePermissionsService.List": func(k caller) error {
			return e1(k.c.CustomAudiencePermissions.List(k.ctx, acc, missing, adsapi.CustomAudiencePermissionListOptions{
				GrantedAccountIDs: []string{emulator.OtherAccountID}}))
		},

		"DoNotReachListsService.Create": func(k caller) error {
			return e1(k.c.DoNotReachLists.Create(k.ctx, k.cs, acc, adsapi.DoNotReachListInput{Description: &rename}))
		},
		"DoNotReachListsService.UploadMembers": func(k caller) error {
			one := &oneMember{m: members.Member{{Kind: members.Email, Value: "4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3"}}}
			return e1(k.c.DoNotReachLists.UploadMembers(k.ctx, acc, missing, adsapi.MemberChange{}, one, nil))
		},
		"DoNotReachListsService.Delete": func(k caller) error { return e1(k.c.DoNotReachLists.Delete(k.ctx, acc, missing)) },
		"DoNotReachListsService.Get":    func(k caller) error { return e1(k.c.DoNotReachLists.Get(k.ctx, acc, missing)) },
		"DoNotReachListsService.List": func(k caller) error {
			return e1(k.c.DoNotReachLists.List(k.ctx, acc, adsapi.DoNotReachListListOptions{WithDeleted: true}))
		},
		"DoNotReachListsService.Live": func(k caller) error { return e1(k.c.DoNotReachLists.Live(k.ctx, acc)) },
	})
}

func newWebEventTag(k caller) (*adsapi.WebEventTag, error) {
	return k.c.WebEventTags.Create(k.ctx, k.cs, acc, adsapi.WebEventTagInput{Name: "signups", Type: "SIGN_UP", ClickWindow: 7, ViewThroughWindow: 1})
}

// oneMember is an upload of one member.
type oneMember struct{ m members.Member }

func (o *oneMember) Next() (members.Member, error) {
	if o.m == nil {
		return nil, io.EOF
	}
	m := o.m
	o.m = nil
	return m, nil
}
