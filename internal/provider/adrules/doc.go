// Package adrules holds the advertising rules that several families share: amounts of money in micros and
// the two budgets, media keys, card URIs, the user ids that promotable users stand for, a post's text or
// media, and web addresses. Each is checked at plan time so that a refusal the service would give at apply
// shows up before any request. The framework base the families share is fw; adrules builds on it.
package adrules
