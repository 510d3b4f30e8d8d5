# A webhook is imported by its id (data "adsapi_webhooks" lists the app's webhooks).
terraform import adsapi_webhook.activity 1146654567674912769
