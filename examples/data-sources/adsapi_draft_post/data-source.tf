# One draft post by id.
data "adsapi_draft_post" "spring" {
  id = "1556428476227657728"
}

output "spring_draft_text" {
  value = data.adsapi_draft_post.spring.text
}
