package posts

import (
	"time"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// ScheduledAtRule exposes the scheduled_at rule, on a clock of the test's, to the unit tests of package
// posts_test.
func ScheduledAtRule(now func() time.Time) validator.String { return scheduledAtRule{now: now} }

// WarnFailed exposes warnFailed to the unit tests.
var WarnFailed = warnFailed

// WarnPassedTime exposes warnPassedTime to the unit tests.
var WarnPassedTime = warnPassedTime
