package emulator

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"

	// The IANA database is embedded so that time_zone checks do not depend on the machine.
	_ "time/tzdata"
)

// Scheduled feed enums (the spec and the service's reference).
var (
	feedFormats     = []string{"CSV", "TSV", "XML"}
	feedFrequencies = []string{"HOURLY", "DAILY", "WEEKLY"}
	weekDays        = []string{"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"}
	hourlyRepeats   = []string{"1", "2", "3", "4", "6", "8", "12"}
)

// startTimePattern is HH:MM on the 24-hour clock, 00:00 to 23:59.
var startTimePattern = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)

// feedParams are the parameters of a create and of an update.
var feedParams = []string{"feed_url", "feed_format", "frequency", "repeat", "start_time", "time_zone"}

// requiredFeedParams must be present and not empty on a create.
var requiredFeedParams = []string{"feed_url", "feed_format", "frequency", "start_time", "time_zone"}

// applyFeedParams copies the parameters present in params onto f, checking each on its own.
// An empty repeat clears it (needed when an update moves a feed to DAILY); any other empty
// parameter is refused.
func applyFeedParams(f *ScheduledFeed, params url.Values) *apiError {
	for _, name := range feedParams {
		if !params.Has(name) {
			continue
		}
		v := params.Get(name)
		if v == "" && name != "repeat" {
			return invalidParameter(name, "%s must not be empty", name)
		}
		if err := checkFeedParam(name, v); err != nil {
			return err
		}
		switch name {
		case "feed_url":
			f.FeedURL = v
		case "feed_format":
			f.FeedFormat = v
		case "frequency":
			f.Frequency = v
		case "repeat":
			f.Repeat = v
		case "start_time":
			f.StartTime = v
		case "time_zone":
			f.TimeZone = v
		}
	}
	return nil
}

func checkFeedParam(name, v string) *apiError {
	switch name {
	case "feed_url":
		u, err := url.Parse(v)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return invalidParameter(name, "feed_url must be an absolute http or https URL")
		}
	case "feed_format":
		if !slices.Contains(feedFormats, v) {
			return invalidParameter(name, "feed_format must be %s", describe(feedFormats))
		}
	case "frequency":
		if !slices.Contains(feedFrequencies, v) {
			return invalidParameter(name, "frequency must be %s", describe(feedFrequencies))
		}
	case "start_time":
		if !startTimePattern.MatchString(v) {
			return invalidParameter(name, "start_time must be HH:MM from 00:00 to 23:59")
		}
	case "time_zone":
		// LoadLocation also accepts "Local", which names no zone on the service's side.
		if _, err := time.LoadLocation(v); err != nil || v == "Local" {
			return invalidParameter(name, "time_zone %q is not an IANA time zone name", v)
		}
	}
	return nil
}

// checkFeedRepeat checks repeat against the frequency of the whole feed.
func checkFeedRepeat(f *ScheduledFeed) *apiError {
	switch f.Frequency {
	case "WEEKLY":
		if !slices.Contains(weekDays, f.Repeat) {
			return invalidParameter("repeat", "repeat of a WEEKLY feed must be a day name: %s", describe(weekDays))
		}
	case "HOURLY":
		if !slices.Contains(hourlyRepeats, f.Repeat) {
			return invalidParameter("repeat", "repeat of an HOURLY feed must be %s", describe(hourlyRepeats))
		}
	case "DAILY":
		if f.Repeat != "" {
			return invalidParameter("repeat", "a DAILY feed takes no repeat")
		}
	}
	return nil
}

// missingFeedParam names the first required create parameter that is absent.
func missingFeedParam(params url.Values) string {
	for _, name := range requiredFeedParams {
		if strings.TrimSpace(params.Get(name)) == "" {
			return name
		}
	}
	return ""
}
