package sweep

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// remoteRefusal is why a sweep does not run beside the remote switch: acctarget, imported here for
// the prefix, takes the provider's variables out of the process when ADSAPI_ACC_REMOTE is set
// (acctarget.readTarget), so that the sweepers would find none of them.
var remoteRefusal = acctarget.RemoteSwitch + " is set: the acceptance suite's target has taken the ADSAPI_* " +
	"variables out of this process. Run the sweepers without it (make sweep does)"

// TestMain registers the sweepers and hands over to resource.TestMain, which runs them for
// `-sweep=<ads account ids>` and the tests otherwise. A sweep that cannot run is refused here, before
// any sweeper starts, with every reason at once; a sweeper checks the same again when it runs.
func TestMain(m *testing.M) {
	flag.Parse()
	if regions := flag.Lookup("sweep").Value.String(); regions != "" {
		err := preflight(regions, os.Getenv)
		if acctarget.Remote() {
			err = errors.New(remoteRefusal)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "sweep refused, nothing was sent: %v\n", err)
			os.Exit(1)
		}
	}
	for _, s := range sweepers(acctarget.NamePrefix, os.Getenv) {
		resource.AddTestSweepers(s.Name, s)
	}
	resource.TestMain(m)
}
