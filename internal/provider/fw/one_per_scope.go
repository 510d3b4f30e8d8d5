package fw

// PlanOnePerScope claims, for an object about to be created, the one place its kind allows in scope (an
// ads account holds one do-not-reach list): it reports whether this is the first object of kind that the
// configuration plans there. Terraform plans each resource of a command through one configured provider,
// so a second planned object of the kind in the same scope gets false, whichever the graph plans first,
// and its plan can be refused before anything is sent. A later command (the apply's own plan) starts
// over, as the provider is configured again.
func (d *ProviderData) PlanOnePerScope(kind, scope string) bool {
	_, taken := d.planned.LoadOrStore(kind+"\x00"+scope, true)
	return !taken
}
