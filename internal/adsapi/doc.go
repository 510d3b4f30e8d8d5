// Package adsapi is the client of the advertising API and the core platform API.
//
// It knows nothing of Terraform: the provider adapts its own logger to Logger and maps
// the typed results onto its schemas. Every request is authenticated per endpoint,
// retried within the rules of the service (never turning one create into two), held
// back when a rate-limit window is spent, and logged without any secret.
package adsapi
