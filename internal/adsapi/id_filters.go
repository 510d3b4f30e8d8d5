package adsapi

import (
	"fmt"
	"net/url"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// maxFilterIDs is how many ids one id filter of a campaign management list takes (campaign_ids,
// funding_instrument_ids, line_item_ids).
const maxFilterIDs = 200

// setIDs sets the id filter name, or refuses, before any request, more ids than the service takes:
// it would refuse them, and sending a part would answer something the caller did not ask for.
func setIDs(q url.Values, name string, ids []string) error {
	if len(ids) > maxFilterIDs {
		return transport.NotSent(fmt.Errorf("%s: %d ids, the service takes at most %d per list request", name, len(ids), maxFilterIDs))
	}
	setList(q, name, ids)
	return nil
}
