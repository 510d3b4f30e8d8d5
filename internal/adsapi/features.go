package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// FeaturesService reads the features of an account and, on sandbox accounts, adds and
// removes them (/12/accounts/:account_id/features).
type FeaturesService struct{ c *Client }

// FeatureListOptions filters a feature read. The answer is one unpaged array, so the
// shared ListOptions do not apply.
type FeatureListOptions struct {
	// FeatureKeys keeps only these keys; nil reads them all.
	FeatureKeys []string
	// Sandbox reads from the sandbox address instead of the advertising address.
	Sandbox bool
}

const featuresPath = "/12/accounts/:account_id/features"

// List returns the account's feature keys.
//
// GET /12/accounts/:account_id/features
func (s *FeaturesService) List(ctx context.Context, accountID string, opt FeatureListOptions) ([]string, error) {
	q := url.Values{}
	setList(q, "feature_keys", opt.FeatureKeys)
	r := s.c.adsRequest(http.MethodGet, featuresPath, []string{accountID}, q, nil)
	if opt.Sandbox {
		r = s.c.sandboxAdsRequest(http.MethodGet, featuresPath, []string{accountID}, q)
	}
	return s.keys(ctx, r)
}

// Add grants keys to a sandbox account and returns all of its keys after the change. It
// is sent to the sandbox address: the advertising address refuses feature writes.
//
// POST {sandbox_ads_url}/12/accounts/:account_id/features
func (s *FeaturesService) Add(ctx context.Context, accountID string, keys []string) ([]string, error) {
	return s.write(ctx, http.MethodPost, accountID, keys)
}

// Remove takes keys away from a sandbox account and returns all of its keys after the
// change, through the sandbox address.
//
// DELETE {sandbox_ads_url}/12/accounts/:account_id/features
func (s *FeaturesService) Remove(ctx context.Context, accountID string, keys []string) ([]string, error) {
	return s.write(ctx, http.MethodDelete, accountID, keys)
}

func (s *FeaturesService) write(ctx context.Context, method, accountID string, keys []string) ([]string, error) {
	if len(keys) == 0 {
		// The service requires feature_keys; an empty change would be refused anyway.
		return nil, fmt.Errorf("%s %s: at least one feature key is required", method, featuresPath)
	}
	q := url.Values{}
	setList(q, "feature_keys", keys)
	r := s.c.sandboxAdsRequest(method, featuresPath, []string{accountID}, q)
	r.Idempotent = true // adding a key the account has, or removing one it lacks, changes nothing
	return s.keys(ctx, r)
}

// keys sends r and decodes its data, an array of keys, which a well-formed answer always carries
// (empty when the account has none).
func (s *FeaturesService) keys(ctx context.Context, r request) ([]string, error) {
	env, err := s.c.do(ctx, r)
	if err != nil {
		return nil, err
	}
	return decodeList[string](env)
}
