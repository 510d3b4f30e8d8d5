package emulator

// cardTypes is the card_type enum of the spec, in its order.
var cardTypes = []string{
	"IMAGE_APP", "IMAGE_CAROUSEL_APP", "IMAGE_CAROUSEL_WEBSITE", "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE",
	"IMAGE_WEBSITE", "MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE", "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP",
	"MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE", "VIDEO_APP", "VIDEO_CAROUSEL_APP", "VIDEO_CAROUSEL_WEBSITE",
	"VIDEO_MULTI_DEST_CAROUSEL_WEBSITE", "VIDEO_WEBSITE",
}

// deriveCardType names the card_type of a card whose components or slides are valid.
// It reports false when the shape fits no card type (possible only for seeded cards) or a
// media key is not in lib.
func deriveCardType(c Card, lib map[string]Media) (string, bool) {
	if c.Slides != nil {
		var media []string
		for _, slide := range c.Slides {
			if len(slide) == 0 {
				return "", false
			}
			media = append(media, slide[0].MediaKey)
		}
		mix, ok := mediaMix(media, lib)
		if !ok {
			return "", false
		}
		return mix + "_MULTI_DEST_CAROUSEL_WEBSITE", true
	}
	if len(c.Components) != 2 {
		return "", false
	}
	var dest string
	switch c.Components[1].Type {
	case ComponentDetails:
		dest = "WEBSITE"
	case ComponentButton:
		dest = "APP"
	default:
		return "", false
	}
	first := c.Components[0]
	switch first.Type {
	case ComponentMedia:
		mix, ok := mediaMix([]string{first.MediaKey}, lib)
		if !ok {
			return "", false
		}
		return mix + "_" + dest, true
	case ComponentSwipeableMedia:
		mix, ok := mediaMix(first.MediaKeys, lib)
		if !ok {
			return "", false
		}
		if mix == "MIXED_MEDIA" {
			return mix + "_SINGLE_DEST_CAROUSEL_" + dest, true
		}
		return mix + "_CAROUSEL_" + dest, true
	default:
		return "", false
	}
}

// mediaMix is IMAGE when every key is an image, VIDEO when every key is a video and
// MIXED_MEDIA otherwise.
func mediaMix(keys []string, lib map[string]Media) (string, bool) {
	images, videos := 0, 0
	for _, k := range keys {
		switch lib[k].Type {
		case MediaImage:
			images++
		case MediaVideo:
			videos++
		default:
			return "", false
		}
	}
	switch {
	case len(keys) == 0:
		return "", false
	case videos == 0:
		return "IMAGE", true
	case images == 0:
		return "VIDEO", true
	default:
		return "MIXED_MEDIA", true
	}
}
