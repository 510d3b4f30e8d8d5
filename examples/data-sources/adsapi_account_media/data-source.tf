# Reads an account media item of the provider's default account by id, deleted or not.
data "adsapi_account_media" "example" {
  id = "2pnfd"
}

output "image_url" {
  value = data.adsapi_account_media.example.media_url
}
