# One interest, by its full name.
data "adsapi_targeting_interests" "memoirs" {
  name = "Books and literature/Biographies and memoirs"
}

output "memoirs_value" {
  value = data.adsapi_targeting_interests.memoirs.targeting_values[0]
}
