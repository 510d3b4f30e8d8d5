package promotion

import (
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

const targetingDescription = "**All** the targeting criteria of one line item. The resource is authoritative, as a " +
	"security group's inline rules are: the line item ends up with exactly the criteria of `criteria`, so a criterion " +
	"added outside Terraform (in the ads UI, by another tool, or by the service itself, which adds a `PLATFORM` " +
	"criterion when an app store identifier is set on the line item) shows in the plan as removed, and the apply " +
	"removes it. A criterion cannot be changed at the service: a change deletes the old one and creates the new one, " +
	"and every change of one apply travels in one request of the targeting batch endpoint (500 operations each, " +
	"applied all or nothing). Creating the resource removes the criteria the line item already had beyond `criteria`; " +
	"destroying it removes all of them, with one batch.\n\n" +
	"The `criteria` of the targeting data sources (`adsapi_targeting_locations`, `adsapi_targeting_interests`...) are " +
	"valid here as they are: `criteria = data.adsapi_targeting_locations.sf.criteria`, or several joined with `concat`. " +
	"Every rule the service states is checked at plan: the types and their values, which `operator_type` each type " +
	"takes, one `AGE` bucket, one `EVENT`, 2,000 locations, 1,000 keywords, 100 interests, a `TV_SHOW` only beside a " +
	"`LOCATION`, an `ENGAGEMENT_TYPE` only beside an engagement. What the service does not state (whether a location " +
	"lies in a TV show's market, which platforms overlap which devices) it decides at apply; its refusal names the " +
	"criterion at fault.\n\n" +
	"`criteria` is a list whose order means nothing: writing the same criteria in another order plans no change, a " +
	"plan lists the criteria added and removed, and a criterion written twice is refused at plan. A targeting of the " +
	"largest size (2,000 locations, 1,000 keywords, 100 interests) plans in seconds."

var langPattern = regexp.MustCompile(`^[a-z]{2}$`)

func targetingSchema() schema.Schema {
	return schema.Schema{
		MarkdownDescription: targetingDescription,
		// Version 1: criteria is a list (version 0 held a set; see line_item_targeting_upgrade.go).
		Version: 1,
		Attributes: map[string]schema.Attribute{
			"id":         fw.StableComputedString("The line item's id: a line item has one targeting."),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descLineItemID + " Changing it replaces the resource: the criteria " +
					"of the old line item are removed and those of the new one set.",
				Validators:    []validator.String{fw.ID()},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"lang": schema.StringAttribute{
				Optional: true,
				MarkdownDescription: "ISO 639-1 code, such as `es`: the reads ask for names in that language, which " +
					"`criteria_details` holds as `localized_name` where the service has one.",
				Validators: []validator.String{stringvalidator.RegexMatches(langPattern, "must be an ISO 639-1 code such as es")},
			},
			"criteria":         criteriaAttribute(),
			"criteria_details": criteriaDetailsAttribute(),
		},
	}
}

// criteriaAttribute is what the user writes: a list, not a set. Terraform and the framework find an element
// of a set by comparing it with the others, so their work on a set of objects grows with the square of its
// size (minutes for one plan of 3,000 criteria); a list's elements are found by index. The order carries no
// meaning: ModifyPlan keeps the state's list when the configuration holds the same criteria in another
// order, and Read keeps the state's order.
func criteriaAttribute() schema.ListNestedAttribute {
	return schema.ListNestedAttribute{
		Required: true,
		MarkdownDescription: "The line item's criteria, each a `targeting_type`, a `targeting_value` and an " +
			"`operator_type`, in any order: the order is kept as written and plans no change. Each criterion is " +
			"written once. An empty list removes every criterion (the line item then targets every user worldwide).",
		Validators:   []validator.List{criteriaRules{}},
		NestedObject: criterionObject(),
	}
}

// criterionObject is one criterion as the user writes it.
func criterionObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"targeting_type": schema.StringAttribute{
			Required: true, MarkdownDescription: descTargetingType,
			Validators: []validator.String{targetingTypeValidator()},
		},
		"targeting_value": schema.StringAttribute{
			Required: true, MarkdownDescription: descTargetingValue,
			Validators: []validator.String{notBlankValidator()},
		},
		"operator_type": schema.StringAttribute{
			Optional: true, Computed: true, MarkdownDescription: descOperatorType,
			Validators: []validator.String{stringvalidator.OneOf(operatorTypes...)},
		},
	}}
}

// criteriaDetailsAttribute is what the service adds to each criterion: read only, apart from the set so
// that the set's elements stay what the user writes.
func criteriaDetailsAttribute() schema.ListNestedAttribute {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return schema.ListNestedAttribute{
		Computed: true,
		MarkdownDescription: "The criteria as the service holds them, sorted by type, value and operator: " +
			"with their ids and the names the service gives their values. Known after apply when `criteria` changes.",
		NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
			"id":              computed("The criterion's id, such as `al7vt2`."),
			"targeting_type":  computed("As in `criteria`."),
			"targeting_value": computed("As in `criteria`."),
			"operator_type":   computed("As in `criteria`."),
			"name":            computed("Readable name of the value: the location's name, the keyword itself..."),
			"localized_name":  computed("Name in the language of `lang`; null when `lang` is unset or the service has none."),
			"location_type":   computed("Type of a `LOCATION` criterion's location, such as `CITY`; null for other types."),
			"created_at":      computed(fw.DescCreatedAt),
		}},
	}
}

// Types of the nested objects, from the schema.
var (
	criterionType       = criterionObject().Type().(types.ObjectType)
	criterionDetailType = criteriaDetailsAttribute().NestedObject.Type().(types.ObjectType)
)
