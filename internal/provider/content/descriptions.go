package content

// Descriptions shared by the family's schemas.
const (
	descCollectionID = "Collection id, of the form `custom-<digits>` (for example `custom-388061495298244609`); the " +
		"collection must belong to the authenticated user."
)
