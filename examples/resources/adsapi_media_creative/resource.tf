# The PREROLL videos of the account, made by the service from AMPLIFY_VIDEO items of the media library.
data "adsapi_account_media_items" "videos" {
  creative_types = ["PREROLL"]
}

# A video attached to an in-stream video line item (objective PREROLL_VIEWS; its id is usually
# adsapi_line_item.<name>.id). Nothing changes in place: any change replaces the media creative.
resource "adsapi_media_creative" "trailer" {
  line_item_id     = "8v53k"
  account_media_id = data.adsapi_account_media_items.videos.account_media_items[0].id
}

# A display image on a WEBSITE_CLICKS line item, which needs landing_url.
resource "adsapi_media_creative" "banner" {
  line_item_id     = "8v7jo"
  account_media_id = "2pnfd"
  landing_url      = "https://www.example.com/spring"
}
