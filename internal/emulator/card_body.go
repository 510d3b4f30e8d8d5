package emulator

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Limits of the card rules in the spec.
const (
	maxCardNameChars = 80
	minSwipeable     = 2
	maxSwipeable     = 6
	minSlides        = 2
	maxSlides        = 6
)

// cardFields are the members a card body may hold; the rest is read-only or unknown.
var cardFields = []string{"name", "components", "slides"}

// componentFields are the members each component type may hold.
var componentFields = map[string][]string{
	ComponentMedia:          {"type", "media_key"},
	ComponentSwipeableMedia: {"type", "media_keys"},
	ComponentDetails:        {"type", "title", "destination"},
	ComponentButton:         {"type", "label", "destination"},
}

var componentTypes = []string{ComponentMedia, ComponentSwipeableMedia, ComponentDetails, ComponentButton}

var websiteFields = []string{"type", "url"}

var appFields = []string{"type", "country_code", "googleplay_app_id", "ios_app_store_identifier", "googleplay_deep_link", "ios_deep_link"}

var buttonLabels = []string{"BOOK", "CONNECT", "INSTALL", "OPEN", "ORDER", "PLAY", "SHOP"}

var countryCode = regexp.MustCompile(`^[A-Z]{2}$`)

// cardBody is a decoded card request; a nil field was not sent.
type cardBody struct {
	name       *string
	components []Component
	slides     [][]Component
}

// decodeCardBody reads and checks a create (create=true: name and a body required) or
// update request against the account's media library.
func decodeCardBody(raw []byte, create bool, lib map[string]Media) (cardBody, *apiError) {
	var out cardBody
	body, err := decodeObject(raw, "")
	if err != nil {
		return out, err
	}
	if err := body.onlyKnown(cardFields, func(name string) string {
		return fmt.Sprintf("%s is not a field a client may send; send only %s", name, strings.Join(cardFields, ", "))
	}); err != nil {
		return out, err
	}

	if create || body.has("name") {
		name, err := body.str("name")
		if err != nil {
			return out, err
		}
		if utf8.RuneCountInString(name) > maxCardNameChars {
			return out, invalidParameter("name", "name must be at most %d characters", maxCardNameChars)
		}
		out.name = &name
	}

	hasComponents, hasSlides := body.has("components"), body.has("slides")
	switch {
	case hasComponents && hasSlides:
		return out, badRequest(codeExclusiveParameters, "slides", "components and slides are exclusive: send one of them")
	case hasComponents:
		items, err := body.array("components")
		if err != nil {
			return out, err
		}
		out.components, err = decodeComponents(items, lib)
		if err != nil {
			return out, err
		}
	case hasSlides:
		items, err := body.array("slides")
		if err != nil {
			return out, err
		}
		out.slides, err = decodeSlides(items, lib)
		if err != nil {
			return out, err
		}
	case create:
		return out, badRequest(codeMissingParameter, "components", "one of components or slides is required")
	}
	return out, nil
}

// decodeComponents checks a single-destination card: one MEDIA or SWIPEABLE_MEDIA
// component, then one DETAILS or BUTTON component.
func decodeComponents(items []json.RawMessage, lib map[string]Media) ([]Component, *apiError) {
	if len(items) != 2 {
		return nil, invalidParameter("components", "components must hold exactly two components: MEDIA or SWIPEABLE_MEDIA, then DETAILS or BUTTON; got %d", len(items))
	}
	out := make([]Component, len(items))
	for i, raw := range items {
		c, err := decodeComponent(raw, fmt.Sprintf("components[%d]", i), lib)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	if t := out[0].Type; t != ComponentMedia && t != ComponentSwipeableMedia {
		return nil, invalidParameter("components[0].type", "the first component must be MEDIA or SWIPEABLE_MEDIA, not %s", t)
	}
	if t := out[1].Type; t != ComponentDetails && t != ComponentButton {
		return nil, invalidParameter("components[1].type", "the second component must be DETAILS or BUTTON, not %s", t)
	}
	return out, nil
}

// decodeSlides checks a multi-destination carousel: 2 to 6 slides of [MEDIA, DETAILS].
func decodeSlides(items []json.RawMessage, lib map[string]Media) ([][]Component, *apiError) {
	if len(items) < minSlides || len(items) > maxSlides {
		return nil, invalidParameter("slides", "slides must hold %d to %d slides; got %d", minSlides, maxSlides, len(items))
	}
	out := make([][]Component, len(items))
	for i, raw := range items {
		path := fmt.Sprintf("slides[%d]", i)
		var slide []json.RawMessage
		if err := json.Unmarshal(raw, &slide); err != nil {
			return nil, invalidParameter(path, "%s must be an array of components", path)
		}
		if len(slide) != 2 {
			return nil, invalidParameter(path, "%s must hold exactly two components: MEDIA, then DETAILS; got %d", path, len(slide))
		}
		out[i] = make([]Component, 2)
		for j, rawComp := range slide {
			c, err := decodeComponent(rawComp, fmt.Sprintf("%s[%d]", path, j), lib)
			if err != nil {
				return nil, err
			}
			out[i][j] = c
		}
		if t := out[i][0].Type; t != ComponentMedia {
			return nil, invalidParameter(path+"[0].type", "the first component of a slide must be MEDIA, not %s", t)
		}
		if t := out[i][1].Type; t != ComponentDetails {
			return nil, invalidParameter(path+"[1].type", "the second component of a slide must be DETAILS, not %s", t)
		}
	}
	return out, nil
}

// decodeComponent checks one component against the rules of its type.
func decodeComponent(raw json.RawMessage, path string, lib map[string]Media) (Component, *apiError) {
	obj, err := decodeObject(raw, path)
	if err != nil {
		return Component{}, err
	}
	typ, err := obj.str("type")
	if err != nil {
		return Component{}, err
	}
	allowed, known := componentFields[typ]
	if !known {
		return Component{}, badRequest(codeUnknownCardType, obj.at("type"), "unknown component type %q; expected %s", typ, describe(componentTypes))
	}
	if err := obj.onlyKnown(allowed, func(name string) string {
		switch name {
		case "label":
			return "label is allowed only on BUTTON components"
		case "media_metadata":
			return "media_metadata is read-only"
		}
		return fmt.Sprintf("%s is not a field of a %s component", name, typ)
	}); err != nil {
		return Component{}, err
	}

	c := Component{Type: typ}
	switch typ {
	case ComponentMedia:
		if c.MediaKey, err = obj.str("media_key"); err != nil {
			return c, err
		}
		err = checkCardMedia(c.MediaKey, obj.at("media_key"), lib)
	case ComponentSwipeableMedia:
		c.MediaKeys, err = decodeMediaKeys(obj, lib)
	case ComponentDetails:
		if c.Title, err = obj.str("title"); err != nil {
			return c, err
		}
		c.Destination, err = decodeDestination(obj, DestinationWebsite)
	case ComponentButton:
		if c.Label, err = decodeLabel(obj); err != nil {
			return c, err
		}
		c.Destination, err = decodeDestination(obj, DestinationApp)
	}
	return c, err
}

func decodeMediaKeys(obj jsonObject, lib map[string]Media) ([]string, *apiError) {
	path := obj.at("media_keys")
	if !obj.has("media_keys") {
		return nil, missingParameter(path)
	}
	var keys []string
	if err := json.Unmarshal(obj.members["media_keys"], &keys); err != nil {
		return nil, invalidParameter(path, "%s must be an array of media keys", path)
	}
	if len(keys) < minSwipeable || len(keys) > maxSwipeable {
		return nil, invalidParameter(path, "%s must hold %d to %d media keys; got %d", path, minSwipeable, maxSwipeable, len(keys))
	}
	for i, k := range keys {
		if err := checkCardMedia(k, fmt.Sprintf("%s[%d]", path, i), lib); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

// checkCardMedia refuses keys missing from the library and media that cards cannot show.
func checkCardMedia(key, path string, lib map[string]Media) *apiError {
	m, ok := lib[key]
	if !ok {
		return badRequest(codeInvalidMedia, path, "media %q is not in the account's media library", key)
	}
	if !m.isCardMedia() {
		return badRequest(codeInvalidMedia, path, "media %q is %s; cards take only images and videos", key, m.Type)
	}
	return nil
}

func decodeLabel(comp jsonObject) (*Label, *apiError) {
	obj, err := comp.object("label")
	if err != nil {
		return nil, err
	}
	if err := obj.onlyKnown([]string{"type", "value"}, func(name string) string {
		return fmt.Sprintf("%s is not a field of a label", name)
	}); err != nil {
		return nil, err
	}
	typ, err := obj.str("type")
	if err != nil {
		return nil, err
	}
	if typ != "ENUM" {
		return nil, invalidParameter(obj.at("type"), "label type must be ENUM, not %q", typ)
	}
	value, err := obj.str("value")
	if err != nil {
		return nil, err
	}
	if !slices.Contains(buttonLabels, value) {
		return nil, invalidParameter(obj.at("value"), "label value %q is not %s", value, describe(buttonLabels))
	}
	return &Label{Type: typ, Value: value}, nil
}

// decodeDestination reads the destination of a component that needs the given type.
func decodeDestination(comp jsonObject, want string) (*Destination, *apiError) {
	obj, err := comp.object("destination")
	if err != nil {
		return nil, err
	}
	typ, err := obj.str("type")
	if err != nil {
		return nil, err
	}
	if typ != DestinationWebsite && typ != DestinationApp {
		return nil, invalidParameter(obj.at("type"), "destination type must be WEBSITE or APP, not %q", typ)
	}
	if typ != want {
		compType, _ := comp.optStr("type")
		return nil, invalidParameter(obj.at("type"), "a %s component needs a %s destination, not %s", compType, want, typ)
	}
	if typ == DestinationWebsite {
		return decodeWebsite(obj)
	}
	return decodeApp(obj)
}

func decodeWebsite(obj jsonObject) (*Destination, *apiError) {
	if err := obj.onlyKnown(websiteFields, func(name string) string {
		if slices.Contains(appFields, name) {
			return fmt.Sprintf("%s is allowed only on APP destinations", name)
		}
		return fmt.Sprintf("%s is not a field of a WEBSITE destination", name)
	}); err != nil {
		return nil, err
	}
	raw, err := obj.str("url")
	if err != nil {
		return nil, err
	}
	u, perr := url.Parse(raw)
	if perr != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, invalidParameter(obj.at("url"), "url %q must be an absolute http or https URL", raw)
	}
	return &Destination{Type: DestinationWebsite, URL: raw}, nil
}

func decodeApp(obj jsonObject) (*Destination, *apiError) {
	if err := obj.onlyKnown(appFields, func(name string) string {
		if name == "url" {
			return "url is not allowed on an APP destination"
		}
		return fmt.Sprintf("%s is not a field of an APP destination", name)
	}); err != nil {
		return nil, err
	}
	d := &Destination{Type: DestinationApp}
	var err *apiError
	if d.CountryCode, err = obj.str("country_code"); err != nil {
		return nil, err
	}
	if !countryCode.MatchString(d.CountryCode) {
		return nil, invalidParameter(obj.at("country_code"), "country_code %q must be an ISO 3166-1 alpha-2 code: two upper-case letters", d.CountryCode)
	}
	for _, f := range []struct {
		name string
		dst  *string
	}{
		{"googleplay_app_id", &d.GooglePlayAppID},
		{"ios_app_store_identifier", &d.IOSAppStoreIdentifier},
		{"googleplay_deep_link", &d.GooglePlayDeepLink},
		{"ios_deep_link", &d.IOSDeepLink},
	} {
		if *f.dst, err = obj.optStr(f.name); err != nil {
			return nil, err
		}
	}
	if d.GooglePlayAppID == "" && d.IOSAppStoreIdentifier == "" {
		return nil, badRequest(codeMissingParameter, obj.path, "an APP destination needs googleplay_app_id or ios_app_store_identifier")
	}
	if d.GooglePlayDeepLink != "" && d.GooglePlayAppID == "" {
		return nil, badRequest(codeInclusiveParameters, obj.at("googleplay_deep_link"), "googleplay_deep_link needs googleplay_app_id")
	}
	if d.IOSDeepLink != "" && d.IOSAppStoreIdentifier == "" {
		return nil, badRequest(codeInclusiveParameters, obj.at("ios_deep_link"), "ios_deep_link needs ios_app_store_identifier")
	}
	return d, nil
}
