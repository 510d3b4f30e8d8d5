package adrules

import (
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// Media keys name an item of the account's media library by kind: 3_<digits> an image, 13_<digits> a
// video, 16_<digits> an animated GIF.
var imageOrVideoKey = regexp.MustCompile(`^(3|13)_[0-9]+$`)

// ImageOrVideoKey accepts the media key of an image or a video, the media cards and polls take.
func ImageOrVideoKey() validator.String {
	return stringvalidator.RegexMatches(imageOrVideoKey,
		"must be an image (3_<digits>) or video (13_<digits>) media key from the account's media library")
}

// mediaKey is any media key of the library: an image, a video or an animated GIF.
var mediaKey = regexp.MustCompile(`^(3|13|16)_[0-9]+$`)

// MediaKey accepts the media key of an image, a video or an animated GIF, the media a post takes.
func MediaKey() validator.String {
	return stringvalidator.RegexMatches(mediaKey,
		"must be an image (3_<digits>), video (13_<digits>) or animated GIF (16_<digits>) media key from the account's media library")
}

// Kinds of media a key names, as MediaKind reports them.
const (
	MediaImage       = "image"
	MediaVideo       = "video"
	MediaAnimatedGIF = "animated GIF"
)

// MediaKind tells which kind of media a key names by its prefix; "" for a key of no known form. Rules that
// limit how media mix (a post takes up to 4 images, or 1 video, or 1 GIF) need the kind before any request.
func MediaKind(key string) string {
	if !mediaKey.MatchString(key) {
		return ""
	}
	switch key[:strings.IndexByte(key, '_')] {
	case "3":
		return MediaImage
	case "13":
		return MediaVideo
	default:
		return MediaAnimatedGIF
	}
}
