package emulator

import (
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"
)

const (
	mediaLibraryPath     = "/12/accounts/{account_id}/media_library"
	mediaLibraryItemPath = mediaLibraryPath + "/{media_key}"
)

// Media library paging and its q filter (spec: count 1 to 50, default 20; q 1 to 255 characters).
const (
	mediaLibraryDefaultCount = 20
	mediaLibraryMaxCount     = 50
	maxMediaLibraryQChars    = 255
)

// mediaLibraryTypes are the values of the list's media_type filter.
var mediaLibraryTypes = []string{"GIF", "IMAGE", "VIDEO"}

// mediaLibraryRoutes is the route table of the media library: two account reads, each with the
// read window of its own endpoint. The spec does not say which class of account reads they belong
// to; the emulator gives them the smaller window (Options.ReadLimit), as to every account read.
func mediaLibraryRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: mediaLibraryPath, schemes: schemeOAuth1User,
			params: []string{"count", "cursor", "media_type", "q"}, handle: (*Server).listMediaLibrary},
		{method: http.MethodGet, pattern: mediaLibraryItemPath, schemes: schemeOAuth1User,
			handle: (*Server).getMediaLibraryItem},
	}
}

// listMediaLibrary answers the account's library in creation order (the spec shows no order; it is
// the order of the emulator's other lists), filtered by media_type and q.
func (s *Server) listMediaLibrary(c *call) (reply, *apiError) {
	count, err := parseCount(c.params, mediaLibraryDefaultCount, mediaLibraryMaxCount)
	if err != nil {
		return reply{}, err
	}
	offset, err := parseCursor(c.params)
	if err != nil {
		return reply{}, err
	}
	mediaType, err := enumParam(c, "media_type", mediaLibraryTypes)
	if err != nil {
		return reply{}, err
	}
	terms, err := parseMediaLibraryQ(c)
	if err != nil {
		return reply{}, err
	}
	var found []Media
	for _, m := range c.account.media {
		if (mediaType == "" || libraryMediaTypes[m.Type] == mediaType) && m.matchesTerms(terms) {
			found = append(found, m)
		}
	}
	sortBy(found, sortSpec{attr: "created_at"}, func(m Media) sortKeys {
		return entitySortKeys(m.Key, m.Name, m.CreatedAt, m.UpdatedAt)
	})
	page, next := paginate(found, offset, count)
	views := make([]map[string]any, len(page))
	for i, m := range page {
		views[i] = viewMediaLibraryItem(m)
	}
	return reply{data: views, list: true, nextCursor: next}, nil
}

// parseMediaLibraryQ reads q: when sent it holds 1 to 255 characters, split into terms at spaces.
func parseMediaLibraryQ(c *call) ([]string, *apiError) {
	if !c.params.Has("q") {
		return nil, nil
	}
	q := c.params.Get("q")
	if n := utf8.RuneCountInString(q); n < 1 || n > maxMediaLibraryQChars {
		return nil, invalidParameter("q", "q must be 1 to %d characters", maxMediaLibraryQChars)
	}
	return strings.Fields(strings.ToLower(q)), nil
}

// matchesTerms is the q filter: the spec calls it a case-insensitive term match over name, title,
// file_name and description without saying more; here every term must occur in one of them.
func (m Media) matchesTerms(terms []string) bool {
	texts := strings.ToLower(strings.Join([]string{m.Name, m.Title, m.FileName, m.Description}, "\n"))
	return !slices.ContainsFunc(terms, func(t string) bool { return !strings.Contains(texts, t) })
}

func (s *Server) getMediaLibraryItem(c *call) (reply, *apiError) {
	key := c.pathParams["media_key"]
	m, ok := c.account.media[key]
	if !ok {
		return reply{}, &apiError{status: http.StatusNotFound, code: codeMediaNotFound,
			message: "media " + key + " is not in the media library of account " + c.account.id}
	}
	return reply{data: viewMediaLibraryItem(m)}, nil
}
