# The language code of English.
data "adsapi_targeting_languages" "english" {
  name = "English"
}

output "english" {
  value = data.adsapi_targeting_languages.english.targeting_values[0]
}
