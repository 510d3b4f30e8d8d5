package provider

import (
	"context"
	"fmt"
	"os"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

const defaultMaxRetries = 4

func (p *adsapiProvider) Configure(ctx context.Context, req provider.ConfigureRequest, resp *provider.ConfigureResponse) {
	var cfg providerModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}

	fields := map[string]types.String{
		"account_id": cfg.AccountID, "consumer_key": cfg.ConsumerKey, "consumer_secret": cfg.ConsumerSecret,
		"access_token": cfg.AccessToken, "access_token_secret": cfg.AccessTokenSecret,
		"bearer_token": cfg.BearerToken, "oauth2_access_token": cfg.OAuth2AccessToken,
		"ads_url": cfg.AdsURL, "sandbox_ads_url": cfg.SandboxAdsURL, "api_url": cfg.APIURL,
		"upload_url": cfg.UploadURL,
	}
	values := make(map[string]string, len(fields))
	for name, v := range fields {
		if v.IsUnknown() {
			resp.Diagnostics.AddAttributeError(path.Root(name), "Unknown provider setting",
				fmt.Sprintf("The provider cannot be configured while %s is unknown. Set it to a value known at plan "+
					"time, or leave it out and use the %s environment variable.", name, fw.EnvName(name)))
			continue
		}
		values[name] = v.ValueString()
		if v.IsNull() {
			values[name] = os.Getenv(fw.EnvName(name))
		}
	}

	checkAccountID(values["account_id"], cfg.AccountID.IsNull(), &resp.Diagnostics)
	checkCredentials(values, &resp.Diagnostics)
	maxRetries, ok := resolveMaxRetries(cfg.MaxRetries, resp)
	requestTimeout, timeoutOK := resolveRequestTimeout(cfg.RequestTimeout, resp)
	maxRateLimitWait, waitOK := resolveMaxRateLimitWait(cfg.MaxRateLimitWait, resp)
	if !ok || !timeoutOK || !waitOK || resp.Diagnostics.HasError() {
		return
	}

	client, err := adsapi.NewClient(adsapi.Config{
		AdsURL:        values["ads_url"],
		SandboxAdsURL: values["sandbox_ads_url"],
		APIURL:        values["api_url"],
		UploadURL:     values["upload_url"],
		Transport: transport.Config{
			ConsumerKey:       values["consumer_key"],
			ConsumerSecret:    values["consumer_secret"],
			AccessToken:       values["access_token"],
			AccessTokenSecret: values["access_token_secret"],
			BearerToken:       values["bearer_token"],
			OAuth2AccessToken: values["oauth2_access_token"],
			UserAgent:         "terraform-provider-adsapi/" + p.version,
			MaxRetries:        maxRetries,
			RequestTimeout:    requestTimeout,
			MaxRateLimitWait:  maxRateLimitWait,
			Logger:            tflogLogger{},
		},
	})
	if err != nil {
		resp.Diagnostics.AddError("Unable to configure the adsapi client", err.Error())
		return
	}
	data := &fw.ProviderData{Client: client, AccountID: values["account_id"]}
	resp.ResourceData = data
	resp.DataSourceData = data
	resp.ListResourceData = data
	resp.ActionData = data
}

// resolveMaxRetries takes max_retries from the configuration, then ADSAPI_MAX_RETRIES, then the default.
func resolveMaxRetries(v types.Int64, resp *provider.ConfigureResponse) (int, bool) {
	if !v.IsNull() && !v.IsUnknown() {
		return int(v.ValueInt64()), true
	}
	env := os.Getenv(fw.EnvName("max_retries"))
	if env == "" {
		return defaultMaxRetries, true
	}
	n, err := strconv.Atoi(env)
	if err != nil || n < 0 || n > 20 {
		resp.Diagnostics.AddAttributeError(path.Root("max_retries"), "Invalid ADSAPI_MAX_RETRIES",
			fmt.Sprintf("ADSAPI_MAX_RETRIES must be a whole number from 0 to 20, got %q.", env))
		return 0, false
	}
	return n, true
}
