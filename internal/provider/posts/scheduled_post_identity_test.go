package posts_test

// A scheduled post has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
	"fmt"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func postIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: postRes, ID: id, Without: env.Config(""),
		// written in UTC, as the service answers, so that the import command's state matches it
		Config:   env.Config(postConfig(fmt.Sprintf("  text = \"tf-acc-test-Soon\"\n  scheduled_at = %q", utc(daysAhead(9))))),
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(postRes),
	}
}

func TestAccScheduledPost_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, postIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeleteScheduledPost(acctest.Account, id)
	})
}
