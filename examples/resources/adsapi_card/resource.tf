# A website card: one image, then a details component that links to a page.
resource "adsapi_card" "website" {
  name = "Spring sale"
  components = [
    {
      type      = "MEDIA"
      media_key = "3_1073727809120419840"
    },
    {
      type  = "DETAILS"
      title = "Shop the spring sale"
      destination = {
        type = "WEBSITE"
        url  = "https://example.com/spring"
      }
    },
  ]
}

# An app carousel card: swipeable images, then an install button for both stores.
resource "adsapi_card" "app_carousel" {
  name = "Install the app"
  components = [
    {
      type       = "SWIPEABLE_MEDIA"
      media_keys = ["3_1073727809120419840", "3_1075096386931052545"]
    },
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

# A multi-destination carousel: 2 to 6 slides, each an image with its own link.
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

# Attach a card to a post through its URI.
output "website_card_uri" {
  value = adsapi_card.website.card_uri
}
