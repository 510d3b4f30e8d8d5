// Package emulator is an in-memory implementation of the advertising API, written from the
// spec (shared/spec/advertising-api.md) and shared/API-NOTES.md, for tests and offline use.
//
// It deliberately imports nothing from internal/adsapi or internal/provider: the client and
// the emulator meet only on the wire, so a misunderstanding of the spec cannot be shared by
// both sides and hide.
//
// # Running it
//
// New returns a *Server, which is an http.Handler; tests serve it with httptest.NewServer,
// and cmd/adsapi-emulator serves it on a port. State lives in memory behind one mutex and is
// forgotten when the Server is dropped.
//
// # Addresses
//
// One address serves every API family (/12, /11, /2, /labs/2, /1.1). The sandbox advertising
// address is the same server under the prefix /sandbox (so /sandbox/12/accounts/... is the
// sandbox). Production and sandbox share one state: an entity created through one prefix is
// visible through the other, and the out-of-band helpers need no environment argument.
//
// Implemented so far: cards (/12/accounts/:account_id/cards), poll cards
// (/12/accounts/:account_id/cards/poll) and the twelve targeting catalogues
// (/12/targeting_criteria/<kind>). Any other path answers 404 ROUTE_NOT_FOUND; a known
// path with a method it does not serve answers 405 METHOD_NOT_ALLOWED with an Allow header.
//
// # Identity
//
// The demo user DemoUserID owns the ads account DemoAccountID (features include
// PROMOTED_MEDIA_POLLS); its OAuth 1.0a credentials are DemoConsumerKey, DemoConsumerSecret,
// DemoAccessToken and DemoAccessTokenSecret. OtherUserID owns OtherAccountID (no features),
// with its own Other* credentials. A user acting on an account it does not own gets 403
// UNAUTHORIZED_CLIENT_APPLICATION; an account id that does not exist gets 403
// ACCOUNT_NOT_FOUND. The demo media library holds DemoImageKey, DemoImage2Key (1200x628),
// DemoSquareImageKey (800x800), DemoVideoKey, DemoVideo2Key and DemoGIFKey; the other
// account's library holds OtherImageKey.
//
// # Authentication
//
// Each route declares the schemes it accepts. The advertising endpoints accept OAuth 1.0a
// user context only, verified for real (RFC 5849, HMAC-SHA1) over the method, the base URL
// as the request arrived (http unless TLS, host from the Host header, default port dropped),
// and the query, form-body and oauth_* header parameters; a JSON body is not signed. A
// timestamp more than five minutes from the wall clock is refused, whatever Options.Now
// says. Nonces are not remembered, so a client that re-sends a signed request is not
// refused for replaying it. Any failure answers 401 UNAUTHORIZED_ACCESS. DemoBearerToken
// (app-only) and DemoOAuth2Token / OtherOAuth2Token (user context, every scope) are
// recognized for the core endpoints of later slices; the advertising endpoints refuse them.
//
// # Answers
//
// Success: {"request":{"params":{...}},"data":...} plus "next_cursor" (string or null) on
// lists and "total_count" when with_total_count=true. A create answers 201, everything else
// 200. A single-card GET answers data as an array of one, as the real service does;
// create, update and delete answer an object, and so does a single poll card GET (the spec
// shows no array form for it). request.params echoes the path parameters and the query or
// form parameters, comma-separated id lists as arrays. Cursors are opaque strings.
//
// Errors: {"errors":[{"code":...,"message":...,"parameter":...}],"request":{"params":{...}}}
// with the statuses of API-NOTES.md. The parameter names the offending input as a path into
// the request: a query or top-level name ("name", "count", "media_key"), and inside a card
// body a JSON path with zero-based indexes, such as "components[1].destination.url",
// "components[0].media_keys[2]" or "slides[3][0].media_key". Errors that concern no single
// input (authentication, routing) carry no parameter.
//
// Unknown parameters are refused with 400 INVALID_PARAMETER naming them, so that a client
// sending a misspelled or unsupported parameter finds out at once.
//
// Cards: create and update accept only a JSON body with Content-Type application/json;
// anything in the query string or a form body is refused with 400 INVALID_PARAMETER.
// Components come back in the order given, with a read-only media_metadata object keyed by
// media key ({type, url, width, height}); fields the client did not send stay absent, and
// empty strings are refused on input. Card ids are large decimal strings and card_uri is
// card://<id>. Cards are soft deleted.
//
// Poll cards: parameters come in the query string or a form body. Numbers are answered as
// strings. Ids are short base-36 strings and card_uri carries a different, large decimal
// id, as in the real service's recorded answers. Image polls carry image_url,
// image_display_width and image_display_height (strings); the spec does not show these
// fields, so their names are this emulator's guess. Poll cards are hard deleted.
//
// Targeting catalogues are generated deterministically on first use and shared, read-only,
// by every Server: they contain every item of the recorded answers and are large enough that
// each kind that pages (conversations, events, interests, languages, locations,
// network_operators, tv_shows) needs at least three pages at its largest count; tv_shows are
// computed per market (4,000 in each of the 17 tv_markets) rather than stored. q matches a
// case-insensitive substring of the name. tv_shows needs the locale of a TV market and
// refuses others with 400 INVALID_TV_SHOW_LOCATIONS. events covers 2017 to 2035, start_time
// defaults to Options.Now, and times are UTC.
//
// Lists default to creation order (created_at ascending, then id); sort_by accepts
// created_at, updated_at, name and id, each with -asc or -desc.
//
// # Rate limits
//
// Every answer carries x-rate-limit-limit, x-rate-limit-remaining and x-rate-limit-reset
// (epoch seconds, from Options.Now). Writes (POST/PUT/DELETE) share one window per user and
// category (cards and poll cards are the category "cards"): Options.WriteLimit per
// Options.WriteWindow, default 450 per minute. Reads have one window per user and endpoint:
// Options.ReadLimit per Options.ReadWindow, default 2000 per 15 minutes; a list read with
// with_total_count=true spends from its own window of Options.TotalCountLimit (default 200)
// instead. The targeting catalogues but tv_markets and tv_shows share one read window per
// user, Options.TargetingLimit (default 400) per Options.ReadWindow; the two TV catalogues
// keep a window each. A spent window answers 429 TOO_MANY_REQUESTS and does nothing. Requests refused
// before reaching an endpoint (401, 404, 405) show the window they would have spent from
// without spending it. Because resets follow Options.Now, a fixed clock never reopens a
// window.
//
// # Test hooks
//
// Requests, ResetRequests and Count expose a log of every request (faulted and refused ones
// included); Card, EditCard,
// DeleteCard, PollCard, DeletePollCard, SeedCard, SeedPollCard, AddMedia and
// AddAccountFeatures read and change state out of band (drift), failing with ErrNotFound or
// ErrConflict; InjectFault makes the next matching requests slow, fail, or lose their
// answer after the change is committed. Options shrinks the rate-limit windows and fixes
// the clock.
package emulator
