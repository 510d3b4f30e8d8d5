package emulator

import "regexp"

// The item selectors of the catalogues without a place or a time (targetingKind.items).

func appStoreCategoryItems(_ *Server, c *call, q string) ([]any, *apiError) {
	os, err := enumParam(c, "os_type", osTypes)
	if err != nil {
		return nil, err
	}
	return filtered(appStoreCategories(), func(it *criterion) bool {
		return nameMatches(it.Name, q) && (os == "" || it.OSType == os)
	}), nil
}

func conversationItems(_ *Server, c *call, _ string) ([]any, *apiError) {
	ct, err := enumParam(c, "conversation_type", conversationTypes)
	if err != nil {
		return nil, err
	}
	return filtered(conversations(), func(it *criterion) bool { return ct == "" || it.ConversationType == ct }), nil
}

func deviceItems(_ *Server, _ *call, q string) ([]any, *apiError) {
	return filtered(devices(), func(it *criterion) bool { return nameMatches(it.Name, q) }), nil
}

func interestItems(_ *Server, _ *call, q string) ([]any, *apiError) {
	return filtered(interests(), func(it *criterion) bool { return nameMatches(it.Name, q) }), nil
}

func languageItems(_ *Server, _ *call, q string) ([]any, *apiError) {
	return filtered(languages(), func(it *criterion) bool { return nameMatches(it.Name, q) }), nil
}

func platformVersionItems(_ *Server, _ *call, q string) ([]any, *apiError) {
	return filtered(platformVersions(), func(it *criterion) bool { return nameMatches(it.Name, q) }), nil
}

var langPattern = regexp.MustCompile(`^[a-z]{2}$`)

// platformNamesES are the Spanish names of the platforms; other languages answer the English name
// as localized_name.
var platformNamesES = map[string]string{
	"0": "iOS", "1": "Android", "2": "Teléfonos y tabletas BlackBerry", "3": "Web móvil en otros dispositivos",
	"4": "Ordenadores de escritorio y portátiles",
}

func platformItems(_ *Server, c *call, q string) ([]any, *apiError) {
	lang := c.params.Get("lang")
	if lang != "" && !langPattern.MatchString(lang) {
		return nil, invalidParameter("lang", "lang %q is not an ISO 639-1 language code", lang)
	}
	out := []any{}
	for _, p := range platforms {
		if !nameMatches(p.Name, q) {
			continue
		}
		if lang != "" {
			p.LocalizedName = p.Name
			if es, ok := platformNamesES[p.TargetingValue.(string)]; ok && lang == "es" {
				p.LocalizedName = es
			}
		}
		out = append(out, p)
	}
	return out, nil
}
