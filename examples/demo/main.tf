# The configuration `make demo` applies to a local emulator. The provider block
# is empty on purpose: scripts/demo.sh configures it through ADSAPI_* variables.
terraform {
  required_providers {
    adsapi = {
      source = "adsapi/adsapi"
    }
  }
}

provider "adsapi" {}

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

resource "adsapi_card" "app_carousel" {
  name = "Install the app"
  components = [
    { type = "SWIPEABLE_MEDIA", media_keys = ["3_1073727809120419840", "3_1075096386931052545"] },
    {
      type  = "BUTTON"
      label = { value = "INSTALL" }
      destination = {
        type                     = "APP"
        country_code             = "US"
        googleplay_app_id        = "com.example.app"
        ios_app_store_identifier = "333903271"
      }
    },
  ]
}

resource "adsapi_card" "collection" {
  name = "Spring collection"
  slides = [
    {
      components = [
        { type = "MEDIA", media_key = "3_1073727809120419840" },
        {
          type        = "DETAILS"
          title       = "Jackets"
          destination = { type = "WEBSITE", url = "https://example.com/spring/jackets" }
        },
      ]
    },
    {
      components = [
        { type = "MEDIA", media_key = "3_1075096386931052545" },
        {
          type        = "DETAILS"
          title       = "Shoes"
          destination = { type = "WEBSITE", url = "https://example.com/spring/shoes" }
        },
      ]
    },
  ]
}

resource "adsapi_poll_card" "favourite_season" {
  name                = "Favourite season"
  duration_in_minutes = 1440
  first_choice        = "Spring"
  second_choice       = "Summer"
  third_choice        = "Autumn"
}

# A media poll: the demo account has the PROMOTED_MEDIA_POLLS feature, and the
# image is 1200x628 (at least 800 px wide, 1.91:1).
resource "adsapi_poll_card" "jacket" {
  name                = "Which jacket?"
  duration_in_minutes = 10080
  first_choice        = "Red"
  second_choice       = "Blue"
  media_key           = "3_1073727809120419840"
}

# Cards can be read back like any other data; this one finds the demo's cards by name.
data "adsapi_cards" "spring" {
  q          = "spring"
  depends_on = [adsapi_card.website, adsapi_card.collection]
}

# Targeting values for a line item, looked up by name in two catalogues: a city and a language.
data "adsapi_targeting_locations" "los_angeles" {
  location_type = "CITIES"
  name          = "Los Angeles, US"
}

data "adsapi_targeting_languages" "english" {
  name = "English"
}
