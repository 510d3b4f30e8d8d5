package acctest

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strconv"

	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"
)

// The checks of the list resource tests: a Query step runs `terraform query` and its QueryResultChecks see
// the results of every list block and, through EmulatorStateCheck, the requests the query sent.

// QueryVersions are the version checks of every test with a Query step: list blocks and `terraform query`
// exist from Terraform 1.14. Older CLIs skip the test, unless NoVersionSkipsEnv makes that a failure.
var QueryVersions = Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0))

// CapturedString checks a value against a string that an earlier step captured, such as the id CaptureID
// stored after a create: the check is built with the test case, before the value exists, and reads it
// only when it runs. It fails when nothing was captured, so that an empty value cannot match an empty one.
func CapturedString(v *string) knownvalue.Check { return capturedString{v} }

type capturedString struct{ v *string }

func (c capturedString) CheckValue(got any) error {
	if *c.v == "" {
		return fmt.Errorf("expected the captured string, but none was captured (got %v)", got)
	}
	if s, ok := got.(string); !ok || s != *c.v {
		return fmt.Errorf("expected %q, got %v", *c.v, got)
	}
	return nil
}

func (c capturedString) String() string { return *c.v }

// CaptureState stores every attribute value of a resource from the applied state, for a later Query step
// to compare a list result with (ResultIsState). CaptureID keeps only the id; this keeps the whole object.
func CaptureState(address string, dst *map[string]any) statecheck.StateCheck {
	return StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		values, err := StateAttributes(req, address)
		if err != nil {
			return err
		}
		*dst = values
		return nil
	})
}

// ResultIsState checks that the one result of the list block list (such as "adsapi_card.all") whose
// identity matches identity holds exactly *state, the values CaptureState stored after the apply: a
// result is what an import and read would store, so every attribute, not only the ones a test names, must
// agree. Results match as queryfilter.ByResourceIdentity matches them: the same identity attributes, each
// passing its check. The list block needs include_resource = true.
func ResultIsState(list string, identity map[string]knownvalue.Check, state *map[string]any) querycheck.QueryResultCheck {
	return resultIsState{list: list, identity: identity, state: state}
}

type resultIsState struct {
	list     string
	identity map[string]knownvalue.Check
	state    *map[string]any
}

func (c resultIsState) CheckQuery(_ context.Context, req querycheck.CheckQueryRequest, resp *querycheck.CheckQueryResponse) {
	if *c.state == nil {
		resp.Error = fmt.Errorf("%s: no state was captured to compare a result with", c.list)
		return
	}
	var found []map[string]any
	for _, r := range req.Query {
		if r.Address == "list."+c.list && identityMatches(r.Identity, c.identity) {
			found = append(found, r.ResourceObject)
		}
	}
	switch {
	case len(found) != 1:
		resp.Error = fmt.Errorf("%s: %d results have the identity %v, want 1", c.list, len(found), c.identity)
	case !reflect.DeepEqual(found[0], *c.state):
		resp.Error = fmt.Errorf("%s: the result of %v holds %v, the state holds %v", c.list, c.identity, found[0], *c.state)
	}
}

// identityMatches reports whether got has exactly the attributes of want, each passing its check.
func identityMatches(got map[string]any, want map[string]knownvalue.Check) bool {
	if len(got) != len(want) {
		return false
	}
	for k, check := range want {
		v, ok := got[k]
		if !ok || check.CheckValue(v) != nil {
			return false
		}
	}
	return true
}

// ExpectCount asserts the number of requests of a method whose path starts with prefix since the
// emulator's last reset: with a list's path it counts the list's requests, and with the path and a
// trailing slash it shows that no object was read one by one.
func (e *Env) ExpectCount(method, prefix string, want int) EmulatorStateCheck {
	return func() error {
		if got := e.Count(method, prefix); got != want {
			return fmt.Errorf("%s %s*: got %d requests, want %d (log: %s)", method, prefix, got, want, e.LogString())
		}
		return nil
	}
}

// ExpectListReads asserts that the emulator saw exactly want GETs of path (the path itself, nothing below
// it) since its last reset, each asking for pages of pageSize through the query parameter pageParam: a list
// resource pages at the largest size the endpoint allows (count=200 or 1000 on the advertising API,
// max_results=1000 on the v2 API), so that a query spends as few requests as it can.
func (e *Env) ExpectListReads(path, pageParam string, pageSize, want int) EmulatorStateCheck {
	size := strconv.Itoa(pageSize)
	return func() error {
		got := 0
		for _, r := range e.Requests() {
			if r.Method != http.MethodGet || r.Path != path {
				continue
			}
			got++
			if q, err := url.ParseQuery(r.Query); err != nil || !slices.Equal(q[pageParam], []string{size}) {
				return fmt.Errorf("GET %s?%s: want %s=%s, the largest page", path, r.Query, pageParam, size)
			}
		}
		if got != want {
			return fmt.Errorf("GET %s: got %d requests, want %d (log: %s)", path, got, want, e.LogString())
		}
		return nil
	}
}
