package fw

import (
	"context"
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// AuthenticatedUserID is the id of the user the provider's user-context credentials stand for, asked of the
// service once per run (GET /2/users/me) and shared through the Memo: resources and data sources that
// default to "the authenticated user" or must check that an id is that user's call it.
func (d *ProviderData) AuthenticatedUserID(ctx context.Context) (string, error) {
	me, err := MemoDo(ctx, d.Memo, "GET /2/users/me", func() (*adsapi.AuthenticatedUser, error) {
		return d.Client.Me(ctx)
	})
	if err != nil {
		return "", fmt.Errorf("finding the authenticated user: %w", err)
	}
	return me.ID, nil
}
