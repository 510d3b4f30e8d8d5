# Run after the getting-started guide's set-up (make getting-started, then . ./.getting-started/env), or
# with `make test-module`.
variables {
  campaign     = "Spring sale"
  landing_page = "https://example.com/spring"
  # An image of the emulator's demo media library.
  image_key = "3_1073727809120419840"
}

run "makes_an_image_website_card" {
  assert {
    condition     = adsapi_card.this.card_type == "IMAGE_WEBSITE"
    error_message = "the service should derive an IMAGE_WEBSITE card from a MEDIA image and DETAILS"
  }
  assert {
    condition     = startswith(output.card_uri, "card://")
    error_message = "the card should have a card URI"
  }
}

run "refuses_a_long_campaign_name" {
  command = plan
  variables {
    campaign = "A campaign name much longer than the seventy characters the card's name leaves for it"
  }
  expect_failures = [var.campaign]
}
