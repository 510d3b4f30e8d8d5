package conversions_test

import (
	"fmt"
)

const res = "adsapi_web_event_tag.test"

// tag is the arguments of a web event tag.
type tag struct {
	name, typ   string
	click, view int
	retargeting bool
}

// config is the tag as adsapi_web_event_tag.test, in the provider's default account.
func (w tag) config() string {
	return fmt.Sprintf(`
resource "adsapi_web_event_tag" "test" {
  name                = %q
  type                = %q
  click_window        = %d
  view_through_window = %d
  retargeting_enabled = %t
}
`, w.name, w.typ, w.click, w.view, w.retargeting)
}

// signups is the tag most tests start from.
var signups = tag{name: "tf-acc-test-signups", typ: "SIGN_UP", click: 30, view: 1, retargeting: true}
