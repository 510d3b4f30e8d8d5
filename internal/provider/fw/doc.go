// Package fw is the framework base every family of the provider shares: the configured client and default
// account, the create session, account-scoped planning, identities and import ids, list resources and
// declared data sources, diagnostics, common attributes and descriptions, and value conversions. The
// advertising rules several families share live in adrules, which builds on fw. A family package imports
// fw and adrules and never another family.
package fw
