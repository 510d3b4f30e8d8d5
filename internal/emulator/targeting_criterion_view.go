package emulator

// targetingCriterionDataType is the data_type of the targeting batch's answer.
const targetingCriterionDataType = "targeting_criterion"

// viewTargetingCriterion is a criterion on the wire. The list and batch answers carry
// operator_type (withOperator); the single GET, create and delete answer without it, as the
// reference's examples of those endpoints do, so that a client is shown to read the operator from
// the list. location_type is on LOCATION criteria only, and localized_name only when lang was sent
// and the value has a localized name: the platforms, whose catalogue answers one for every
// language (Spanish names for es, the English ones otherwise).
func viewTargetingCriterion(c *TargetingCriterion, withOperator bool, lang string) map[string]any {
	v := map[string]any{
		"id":              c.ID,
		"line_item_id":    c.LineItemID,
		"name":            c.Name,
		"targeting_type":  c.TargetingType,
		"targeting_value": c.TargetingValue,
		"created_at":      formatTime(c.CreatedAt),
		"updated_at":      formatTime(c.UpdatedAt),
		"deleted":         c.Deleted,
	}
	if withOperator {
		v["operator_type"] = c.OperatorType
	}
	if c.LocationType != "" {
		v["location_type"] = c.LocationType
	}
	if lang != "" && c.TargetingType == "PLATFORM" {
		v["localized_name"] = c.Name
		if es, ok := platformNamesES[c.TargetingValue]; ok && lang == "es" {
			v["localized_name"] = es
		}
	}
	return v
}
