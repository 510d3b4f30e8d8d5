# A sample module with a test suite (tests/) that `terraform test` runs against the emulator: see the
# guide "Testing your modules offline". It makes one website card for a campaign.
terraform {
  required_providers {
    adsapi = {
      source = "adsapi/adsapi"
    }
  }
}

variable "campaign" {
  description = "Campaign name: the card is named after it."
  type        = string

  validation {
    condition     = length(var.campaign) > 0 && length(var.campaign) <= 70
    error_message = "campaign must be 1 to 70 characters: the card's name adds \" - card\"."
  }
}

variable "landing_page" {
  description = "Where the card leads."
  type        = string
}

variable "image_key" {
  description = "Media key of the card's image (3_...), in the account's media library."
  type        = string
}

resource "adsapi_card" "this" {
  name = "${var.campaign} - card"
  components = [
    { type = "MEDIA", media_key = var.image_key },
    { type = "DETAILS", title = var.campaign, destination = { type = "WEBSITE", url = var.landing_page } },
  ]
}

output "card_uri" {
  value = adsapi_card.this.card_uri
}

output "card_type" {
  value = adsapi_card.this.card_type
}
