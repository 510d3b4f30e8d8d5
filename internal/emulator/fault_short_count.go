package emulator

import "encoding/json"

// shortCounted is a member upload's success answer with success_count one less than total_count
// (Fault.ShortCount): the service acted on every member and said it did not, a difference the spec
// tells clients to treat as a failure and retry. data is the custom audience upload's object, or the
// do-not-reach upload's array of one such object; any other answer is sent unchanged.
func shortCounted(resp *response) *response {
	env, ok := decodeJSONObject(resp.body)
	if !ok {
		return resp
	}
	counts, _ := env["data"].(map[string]any)
	if items, _ := env["data"].([]any); len(items) == 1 {
		counts, _ = items[0].(map[string]any)
	}
	total, ok := counts["total_count"].(json.Number)
	if !ok {
		return resp
	}
	n, err := total.Int64()
	if err != nil {
		return resp
	}
	counts["success_count"] = n - 1
	return withJSONBody(resp, env)
}
