package sweep

import (
	"context"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// markedAudiences are the live custom audiences the account owns whose names start with the prefix.
// q, the list's case-insensitive name prefix, narrows what is read. Audiences other accounts share with
// this one (permission_scope SHARED) are theirs to sweep.
func (s *scope) markedAudiences(ctx context.Context) ([]adsapi.CustomAudience, error) {
	found, err := s.client.CustomAudiences.List(ctx, s.account, adsapi.CustomAudienceListOptions{Q: s.prefix})
	if err != nil {
		return nil, s.listFailed("custom audiences", err)
	}
	var out []adsapi.CustomAudience
	for _, a := range found {
		if !a.Deleted && s.marked(a.Name) {
			out = append(out, a)
		}
	}
	return out, nil
}

// sweepAudiencePermissions revokes the sharing of the marked audiences, before the audiences: a
// permission is its audience's association, and the spec does not show what an audience's delete does
// to the accounts it was shared with.
func sweepAudiencePermissions(ctx context.Context, s *scope) error {
	audiences, err := s.markedAudiences(ctx)
	if err != nil {
		return err
	}
	var targets []target
	for _, a := range audiences {
		found, err := s.client.CustomAudiencePermissions.List(ctx, s.account, a.ID, adsapi.CustomAudiencePermissionListOptions{})
		if err != nil {
			return s.listFailed("permissions of custom audience "+a.ID, err)
		}
		targets = append(targets, pick(found, func(p *adsapi.CustomAudiencePermission) bool { return !p.Deleted },
			func(p *adsapi.CustomAudiencePermission) target {
				label := "custom audience " + a.ID + " shared with account " + p.GrantedAccountID
				return target{id: p.ID, label: label, del: func(ctx context.Context) error {
					_, err := s.client.CustomAudiencePermissions.Delete(ctx, s.account, a.ID, p.ID)
					return err
				}}
			})...)
	}
	return s.deleteAll(ctx, "custom audience permission", targets)
}

func sweepCustomAudiences(ctx context.Context, s *scope) error {
	audiences, err := s.markedAudiences(ctx)
	if err != nil {
		return err
	}
	return s.deleteAll(ctx, "custom audience", pick(audiences, func(*adsapi.CustomAudience) bool { return true },
		func(a *adsapi.CustomAudience) target {
			return target{id: a.ID, label: a.Name, del: func(ctx context.Context) error {
				_, err := s.client.CustomAudiences.Delete(ctx, s.account, a.ID)
				return err
			}}
		}))
}

// sweepWebEventTags deletes the web event tags named with the prefix, after the line items that may
// name one as their primary tag.
func sweepWebEventTags(ctx context.Context, s *scope) error {
	tags, err := s.client.WebEventTags.List(ctx, s.account, adsapi.WebEventTagListOptions{})
	if err != nil {
		return s.listFailed("web event tags", err)
	}
	return s.deleteAll(ctx, "web event tag", pick(tags, func(t *adsapi.WebEventTag) bool { return !t.Deleted && s.marked(t.Name) },
		func(t *adsapi.WebEventTag) target {
			return target{id: t.ID, label: t.Name, del: func(ctx context.Context) error {
				_, err := s.client.WebEventTags.Delete(ctx, s.account, t.ID)
				return err
			}}
		}))
}
