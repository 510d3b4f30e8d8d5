// Package fw holds what every family of the provider shares: the configured client and default
// account, account-scoped planning and import ids, diagnostics, common attributes and descriptions,
// and value conversions. A family package imports fw and never another family.
package fw
