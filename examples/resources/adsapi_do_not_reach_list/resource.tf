# The account's one do-not-reach list: people no campaign of the account reaches. The service names it;
# an account that already has one refuses a second, and the plan says which list to import instead.
resource "adsapi_do_not_reach_list" "opted_out" {
  description = "Customers who asked not to see our ads"
}
