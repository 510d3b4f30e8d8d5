package acctest

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
)

// Rule is a configuration that must fail at plan with an error matching Want, a pattern for ExpectError.
// Config is what follows the provider block: ExpectRulesFail adds the Env's.
type Rule struct{ Config, Want string }

// ExpectRulesFail checks what one PlanOnly step per rule checks, each rule's configuration failing at plan
// with its error, in fewer terraform runs: a plan costs a process, and a kind has dozens of rules.
//
// The rules' blocks are renamed apart (every label gets the suffix __ruleN) and planned together; a rule
// passes when its own diagnostics, the ones naming its blocks, match its pattern once the suffix is taken
// out again. Terraform validates every block before it plans any, so the rules checked at plan (a
// ModifyPlan, a read) are reached by a second joint plan of those still unmatched. Whatever is unmatched
// then runs alone as the step it would be today, and fails with that step's message: joining the rules
// can only spare runs, never pass a rule that fails on its own.
//
// A configuration with blocks other than resources, data sources and variables runs alone. The steps in
// more run after the rules that ran alone, in the same test case. The caller marks the test parallel, if
// it is: this runs resource.Test.
func (e *Env) ExpectRulesFail(rules []Rule, more ...resource.TestStep) {
	e.T.Helper()
	e.expectRulesFail(e.Config, rules, more)
}

// ExpectCoreRulesFail is ExpectRulesFail under the core platform's provider block (CoreConfig).
func (e *Env) ExpectCoreRulesFail(rules []Rule, more ...resource.TestStep) {
	e.T.Helper()
	e.expectRulesFail(e.CoreConfig, rules, more)
}

// expectRulesFail is ExpectRulesFail with config putting the provider block before a configuration.
func (e *Env) expectRulesFail(config func(string) string, rules []Rule, more []resource.TestStep) {
	e.T.Helper()
	renamed := make([]string, len(rules))
	var together, alone []int
	for i, r := range rules {
		if body, ok := renameApart(r.Config, i); ok {
			renamed[i] = body
			together = append(together, i)
		} else {
			alone = append(alone, i)
		}
	}
	joint := 0
	for ; joint < 2 && len(together) > 1; joint++ {
		together = e.planTogether(config, rules, renamed, together)
	}
	alone = append(alone, together...)
	slices.Sort(alone)
	e.T.Logf("%d plan-time rules: %d joint plans, %d rules alone", len(rules), joint, len(alone))
	steps := make([]resource.TestStep, 0, len(alone)+len(more))
	for _, i := range alone {
		steps = append(steps, resource.TestStep{Config: config(rules[i].Config), PlanOnly: true, ExpectError: ExpectError(rules[i].Want)})
	}
	steps = append(steps, more...)
	if len(steps) > 0 {
		resource.Test(e.T, resource.TestCase{ProtoV6ProviderFactories: ProviderFactories, Steps: steps})
	}
}

// planTogether plans the rules ids name in one configuration and returns those whose diagnostics did not
// match their pattern.
func (e *Env) planTogether(config func(string) string, rules []Rule, renamed []string, ids []int) (unmatched []int) {
	e.T.Helper()
	var body strings.Builder
	for _, i := range ids {
		body.WriteString(renamed[i])
		body.WriteString("\n")
	}
	var out string
	resource.Test(e.T, resource.TestCase{
		ProtoV6ProviderFactories: ProviderFactories,
		// The plan must fail; which rule failed how is judged below, per rule.
		ErrorCheck: func(err error) error { out = err.Error(); return nil },
		Steps:      []resource.TestStep{{Config: config(body.String()), PlanOnly: true}},
	})
	own := diagnosticsByRule(out)
	for _, i := range ids {
		if !ExpectError(rules[i].Want).MatchString(own[i]) {
			unmatched = append(unmatched, i)
		}
	}
	return unmatched
}

const ruleSuffix = "__rule"

var (
	diagnosticStart = regexp.MustCompile(`(?m)^(Error|Warning): `)
	ruleMark        = regexp.MustCompile(ruleSuffix + `(\d+)\b`)
)

// diagnosticsByRule splits Terraform's output into its diagnostics and gives each rule the text of those
// that name one of its blocks, with the suffix taken out.
func diagnosticsByRule(out string) map[int]string {
	own := map[int]string{}
	starts := diagnosticStart.FindAllStringIndex(out, -1)
	for k, s := range starts {
		end := len(out)
		if k+1 < len(starts) {
			end = starts[k+1][0]
		}
		block := out[s[0]:end]
		m := ruleMark.FindStringSubmatch(block)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		own[n] += ruleMark.ReplaceAllString(block, "")
	}
	return own
}

// renameApart gives every label of config's blocks the suffix of rule n, and every reference to them;
// false when config has blocks it cannot rename (providers, locals, modules) or does not parse.
func renameApart(config string, n int) (string, bool) {
	f, diags := hclwrite.ParseConfig([]byte(config), "rule.tf", hcl.InitialPos)
	if diags.HasErrors() || len(f.Body().Blocks()) == 0 {
		return "", false
	}
	suffix := ruleSuffix + strconv.Itoa(n)
	var renames [][2][]string
	for _, b := range f.Body().Blocks() {
		labels := b.Labels()
		switch {
		case b.Type() == "resource" && len(labels) == 2:
			renames = append(renames, [2][]string{labels, {labels[0], labels[1] + suffix}})
		case b.Type() == "data" && len(labels) == 2:
			renames = append(renames, [2][]string{{"data", labels[0], labels[1]}, {"data", labels[0], labels[1] + suffix}})
		case b.Type() == "variable" && len(labels) == 1:
			renames = append(renames, [2][]string{{"var", labels[0]}, {"var", labels[0] + suffix}})
		default:
			return "", false
		}
		named := slices.Clone(labels)
		named[len(named)-1] += suffix
		b.SetLabels(named)
	}
	renameReferences(f.Body(), renames)
	return string(f.Bytes()), true
}

// renameReferences rewrites, in every expression of body and its nested blocks, each reference that
// begins with a rename's first path to begin with its second.
func renameReferences(body *hclwrite.Body, renames [][2][]string) {
	for _, a := range body.Attributes() {
		for _, r := range renames {
			a.Expr().RenameVariablePrefix(r[0], r[1])
		}
	}
	for _, b := range body.Blocks() {
		renameReferences(b.Body(), renames)
	}
}
