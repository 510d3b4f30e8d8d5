# The configuration of the getting-started guide (docs/guides/getting-started.md): a card, a draft post
# that carries it, and a read of the core platform API, applied to the emulator that
# `make getting-started` leaves running. The provider takes its addresses and credentials from the
# ADSAPI_* variables of .getting-started/env, so the provider block stays empty.
terraform {
  required_providers {
    adsapi = {
      source = "adsapi/adsapi"
    }
  }
}

provider "adsapi" {}

# A website card: an image of the emulator's media library, then a link.
resource "adsapi_card" "website" {
  name = "Spring sale"
  components = [
    { type = "MEDIA", media_key = "3_1073727809120419840" },
    {
      type        = "DETAILS"
      title       = "Shop the spring sale"
      destination = { type = "WEBSITE", url = "https://example.com/spring" }
    },
  ]
}

# A draft post of the demo user that carries the card.
resource "adsapi_draft_post" "spring" {
  as_user_id = "756201191646691328"
  text       = "Spring is here: shop the sale."
  card_uri   = adsapi_card.website.card_uri
}

# A user of the core platform API, looked up with the OAuth 2.0 token.
data "adsapi_users" "x" {
  ids = ["783214"]
}

output "card_uri" {
  value = adsapi_card.website.card_uri
}

output "card_type" {
  value = adsapi_card.website.card_type
}

output "draft_post_id" {
  value = adsapi_draft_post.spring.id
}

output "user" {
  value = data.adsapi_users.x.users[0].username
}
