package webhooks

// Descriptions shared by the family's resource, data source, list resource and actions.
const (
	descID  = "Id of the webhook configuration (1 to 19 digits): the `webhook_id` of account-activity and activity subscriptions."
	descURL = "The address the service calls: its challenge-response check (CRC) with a `GET`, and the deliveries of " +
		"events with a signed `POST`. An `https` URL without a port, 1 to 200 characters, reachable from the public " +
		"internet; the emulator also takes a loopback address such as `http://127.0.0.1:8090/webhook`."
	descValid = "Whether the webhook passes its CRC. The service sends no events to a webhook marked invalid " +
		"(`false`) until it passes again: fix the handler, then run the action `adsapi_webhook_validate`."
	descCreatedAt = "When the webhook was registered, as the service answers it."
	// descCRCAnswer is what a handler must answer, said wherever a CRC failed.
	descCRCAnswer = "The handler must answer the CRC's `GET ?crc_token=TOKEN` within 10 seconds with status 200 and " +
		"the JSON body `{\"response_token\": \"sha256=\" + base64(HMAC-SHA256(key = the app's consumer secret, " +
		"message = TOKEN))}`."
)
