package fw

import (
	"regexp"

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
