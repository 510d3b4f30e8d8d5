# All the targeting of one line item (its id is usually adsapi_line_item.<name>.id): a
# location and a TV show taken from the catalogues as they are, an age bucket, and two
# keywords, the second excluded. The line item ends up with exactly these criteria:
# any other it holds (added in the ads UI, for example) is removed on apply.
data "adsapi_targeting_locations" "la" {
  name = "Los Angeles, US"
}

data "adsapi_targeting_tv_shows" "news" {
  locale = "en-US"
  name   = "NewsWatch"
}

resource "adsapi_line_item_targeting" "spring" {
  line_item_id = "8v7jo"
  criteria = concat(
    data.adsapi_targeting_locations.la.criteria,
    data.adsapi_targeting_tv_shows.news.criteria,
    [
      { targeting_type = "AGE", targeting_value = "AGE_25_TO_49" },
      { targeting_type = "BROAD_KEYWORD", targeting_value = "running shoes" },
      { targeting_type = "BROAD_KEYWORD", targeting_value = "used", operator_type = "NE" },
    ],
  )
}

# To exclude every location a catalogue query found instead of targeting them:
#   [for c in data.adsapi_targeting_locations.la.criteria : merge(c, { operator_type = "NE" })]

output "criterion_names" {
  value = [for c in adsapi_line_item_targeting.spring.criteria_details : c.name]
}
