package provider

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/provider/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// providerModel mirrors the provider block.
type providerModel struct {
	AccountID         types.String `tfsdk:"account_id"`
	ConsumerKey       types.String `tfsdk:"consumer_key"`
	ConsumerSecret    types.String `tfsdk:"consumer_secret"`
	AccessToken       types.String `tfsdk:"access_token"`
	AccessTokenSecret types.String `tfsdk:"access_token_secret"`
	BearerToken       types.String `tfsdk:"bearer_token"`
	OAuth2AccessToken types.String `tfsdk:"oauth2_access_token"`
	AdsURL            types.String `tfsdk:"ads_url"`
	SandboxAdsURL     types.String `tfsdk:"sandbox_ads_url"`
	APIURL            types.String `tfsdk:"api_url"`
	UploadURL         types.String `tfsdk:"upload_url"`
	MaxRetries        types.Int64  `tfsdk:"max_retries"`
	RequestTimeout    types.String `tfsdk:"request_timeout"`
	MaxRateLimitWait  types.String `tfsdk:"max_rate_limit_wait"`
}

// stringSetting describes one string setting of the provider block and its environment variable.
type stringSetting struct {
	name        string
	description string
	sensitive   bool
}

// stringSettings is the single list the schema and the environment fallback are built from, so the two
// cannot drift apart.
var stringSettings = []stringSetting{
	{"account_id", "Default ads account id for resources and data sources that do not set `account_id`: letters and " +
		"digits only, such as `18ce54d4x5t` (a value with anything else, a stray space included, fails when the provider " +
		"is configured, before any request). When a plan creates advertising objects, the provider reads the account " +
		"once (`GET /12/accounts/:account_id`) and fails the plan if the service does not know it, refuses it to these " +
		"credentials or has it deleted; `data \"adsapi_ads_accounts\"` lists the accounts the credentials can reach.", false},
	{"consumer_key", "OAuth 1.0a consumer (API) key of the app, for the advertising API.", true},
	{"consumer_secret", "OAuth 1.0a consumer (API) secret of the app.", true},
	{"access_token", "OAuth 1.0a access token of the user acting on the ads account.", true},
	{"access_token_secret", "OAuth 1.0a access token secret of that user.", true},
	{"bearer_token", "App-only bearer token of the core platform API. Required by the endpoints that take only app " +
		"authentication: deleting account-activity and activity subscriptions, their lists and counts, the activity " +
		"stream; used by user lookup and trend locations when no user-context credential is set.", true},
	{"oauth2_access_token", "OAuth 2.0 user-context access token of the core platform API, with the scopes its " +
		"endpoints need (for example `developer.read`/`developer.write` for the developer account, `mute.read`/" +
		"`mute.write` for mutes, `block.read` for blocked users). Preferred over OAuth 1.0a where an endpoint " +
		"takes both; required by the developer account and the blocked-users list.", true},
	{"ads_url", "Address of the advertising API. Defaults to `https://ads-api.x.com`.", false},
	{"sandbox_ads_url", "Address of the sandbox advertising API: `adsapi_sandbox_account_features` sends every request there " +
		"(only the sandbox changes features), and `adsapi_account_features` reads there when `sandbox = true`. " +
		"Defaults to `https://ads-api-sandbox.x.com`.", false},
	{"api_url", "Address of the core platform API (`/2`, `/labs/2`, `/1.1`). Defaults to `https://api.x.com`.", false},
	{"upload_url", "Address of the media upload host, which `adsapi_media_status` polls. Defaults to " +
		"`https://upload.twitter.com`.", false},
}

func (p *adsapiProvider) Schema(_ context.Context, _ provider.SchemaRequest, resp *provider.SchemaResponse) {
	attrs := map[string]schema.Attribute{
		"max_retries": schema.Int64Attribute{
			Optional: true,
			MarkdownDescription: "How many times a failed request (5xx, connection error, or a 429 that gives no reset " +
				"still to come) is retried before the error is reported. A 429 that gives its reset is waited for, up " +
				"to `max_rate_limit_wait`, and does not count. Defaults to 4. Environment variable `ADSAPI_MAX_RETRIES`.",
			Validators: []validator.Int64{int64validator.Between(0, 20)},
		},
		"request_timeout": schema.StringAttribute{
			Optional: true,
			MarkdownDescription: "How long one attempt of a request may take, from connecting to reading the whole " +
				"answer, before it is abandoned: " + requestTimeoutForm + ". Each retry gets its own time, so a " +
				"service that never answers fails a request after about `max_retries + 1` timeouts. A create " +
				"that timed out is sent again only when the service's list, read again for several seconds, shows " +
				"nothing it made; a create that reaches the service later still can. Defaults to `30s`. " +
				"Environment variable `ADSAPI_REQUEST_TIMEOUT`.",
			Validators: []validator.String{requestTimeoutValidator{}},
		},
		maxRateLimitWaitSetting: schema.StringAttribute{
			Optional: true,
			MarkdownDescription: "The longest the provider waits for a rate-limit window of the service to reopen: after " +
				"a 429 answer, or before sending a request into a window that earlier answers said is spent. A longer " +
				"wait is not waited: the request fails at once, naming the time the window reopens (UTC) and its size " +
				"in requests, and nothing more is sent for it. A duration such as `\"15m\"` or `\"1h\"`, more than 0. " +
				"Defaults to `15m`, the longest window the service documents. Environment variable " +
				"`" + fw.EnvName(maxRateLimitWaitSetting) + "`.",
			Validators: []validator.String{fw.Duration(0)},
		},
	}
	for _, s := range stringSettings {
		description := fmt.Sprintf("%s Environment variable `%s`.", s.description, fw.EnvName(s.name))
		var validators []validator.String
		if s.sensitive {
			description += " " + literalCredentialWarning
		}
		if isAddressSetting(s.name) {
			validators = append(validators, addressValidator{})
		}
		attrs[s.name] = schema.StringAttribute{
			Optional:            true,
			Sensitive:           s.sensitive,
			MarkdownDescription: description,
			Validators:          validators,
		}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "The adsapi provider manages the objects of the advertising API (cards, poll cards, " +
			"draft posts, app event provider configurations, scheduled product feeds, sandbox account features, and " +
			"campaign management: campaigns, line items and their targeting, promoted and scheduled posts) and reads " +
			"its reference data (ads accounts, funding instruments, promotable users, account features, targeting " +
			"catalogues, the media library). It also covers the " +
			"core platform API of the same service: the developer account, account-activity and activity " +
			"subscriptions and the activity stream, user lookup, blocked and muted users, mutes, timelines, " +
			"collections, media processing status and trend locations. Every setting can also come from an " +
			"`ADSAPI_*` environment variable; a value in the provider block wins. Give credentials through the " +
			"variables: a value written in the provider block is saved in plan files by Terraform.",
		Attributes: attrs,
	}
}
